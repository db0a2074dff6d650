"""The one engine every front end uses: parse once, analyse once, run every rule.

Cost model (flake8 runs us on every file): a file whose text never says ``jax`` is
skipped before parsing; otherwise LibCST parses it once, one visitor pass builds the
shared :class:`~flake8_jaxmuseum.semantics.Semantics`, and each rule reads that.
Positions are computed only when a rule reported something.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Optional

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from .fixes import Fix
from .prefilter import might_use_jax
from .rules import ALL_RULES, Report, RuleContext
from .semantics import Semantics
from .shapes import ShapeInference


@dataclass(frozen=True, order=True)
class Finding:
    line: int  # 1-based
    column: int  # 0-based, as flake8 wants it
    code: str
    message: str  # one line, without the code
    end_line: int = 0
    end_column: int = 0
    fix: Optional[Fix] = field(default=None, compare=False)

    def text(self) -> str:
        """``CODE message``, saying when ``jaxmuseum fix`` can fix it."""
        if self.fix is None:
            return f"{self.code} {self.message}"
        how = "jaxmuseum fix" if self.fix.safe else "jaxmuseum fix --unsafe-fixes"
        return f"{self.code} {self.message} (fix: {how})"


class ParseError(Exception):
    """The file is not Python LibCST can read; the message is one line."""


def parse(source: str) -> cst.Module:
    try:
        return cst.parse_module(source)
    except cst.ParserSyntaxError as error:
        raise ParseError(f"cannot parse: line {error.raw_line}, column {error.raw_column}: {error.message}") from None
    except (RecursionError, ValueError) as error:
        raise ParseError(f"cannot parse: {type(error).__name__}: {error}") from None


def lint_module(module: cst.Module, rules: Optional[Iterable] = None) -> list:
    """All findings of ``rules`` (default: every rule) in an already parsed module."""
    semantics = Semantics(module)
    context = RuleContext(module, semantics, ShapeInference(semantics))
    reports: list = []
    seen: set = set()
    for rule in ALL_RULES if rules is None else rules:
        for report in rule.check(context):
            key = (rule.CODE, id(report.node))
            if key not in seen:
                seen.add(key)
                reports.append((rule.CODE, report))
    if not reports:
        return []
    positions = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    findings = []
    for code, report in reports:
        where = positions[report.node]
        findings.append(
            Finding(
                where.start.line, where.start.column, code, report.message,
                where.end.line, where.end.column, report.fix,
            )
        )
    return sorted(findings)


def lint_source(source: str, rules: Optional[Iterable] = None) -> list:
    """Findings for one file's text.  Raises :class:`ParseError` on unparseable input."""
    if not might_use_jax(source):
        return []
    return lint_module(parse(source), rules)


__all__ = ["Finding", "ParseError", "Report", "lint_module", "lint_source", "might_use_jax", "parse"]
