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


class InternalError(Exception):
    """A bug of ours: some rules failed.  ``findings`` holds what the others found."""

    def __init__(self, failures: list, findings: list) -> None:
        self.failures = failures  # (rule code or "engine", "ExceptionType: message")
        self.findings = findings
        super().__init__("; ".join(f"internal error in {who}: {what}" for who, what in failures))


def _describe(error: BaseException) -> str:
    return " ".join(f"{type(error).__name__}: {error}".split())[:300]


def lint_module(module: cst.Module, rules: Optional[Iterable] = None) -> list:
    """All findings of ``rules`` (default: every rule) in an already parsed module.

    A rule that raises does not stop the others: :class:`InternalError` comes at the
    end, carrying their findings."""
    try:
        semantics = Semantics(module)
    except Exception as error:  # noqa: BLE001 - reported, never a traceback
        raise InternalError([("engine", _describe(error))], []) from error
    context = RuleContext(module, semantics, ShapeInference(semantics))
    reports: list = []
    failures: list = []
    seen: set = set()
    for rule in ALL_RULES if rules is None else rules:
        try:
            found = list(rule.check(context))
        except Exception as error:  # noqa: BLE001
            failures.append((rule.CODE, _describe(error)))
            continue
        for report in found:
            key = (rule.CODE, id(report.node))
            if key not in seen:
                seen.add(key)
                reports.append((rule.CODE, report))
    try:
        findings = _located(module, reports) if reports else []
    except Exception as error:  # noqa: BLE001
        raise InternalError([*failures, ("engine", _describe(error))], []) from error
    if failures:
        raise InternalError(failures, findings)
    return findings


def _located(module: cst.Module, reports: list) -> list:
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


__all__ = ["Finding", "InternalError", "ParseError", "Report", "lint_module", "lint_source", "might_use_jax", "parse"]
