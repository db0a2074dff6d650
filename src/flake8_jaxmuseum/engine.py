"""The one engine every front end uses: parse once, analyse once, run every rule.

Cost model (flake8 runs us on every file): a file whose text never says ``jax`` is
skipped before anything is imported; otherwise the analysis reads the stdlib ``ast``
tree (flake8 hands it over; ``jaxmuseum`` parses with ``ast``, which is C-fast), one
walk builds the shared :class:`~flake8_jaxmuseum.semantics.Semantics`, and each rule
reads that.  LibCST parses the file only when a rule found something it can offer a
fix for.
"""

from __future__ import annotations

import ast
import warnings
from dataclasses import dataclass, field
from typing import Iterable, NamedTuple, Optional

from .fixes import Fix
from .prefilter import might_use_jax
from .rules import ALL_RULES, Report, RuleContext
from .semantics import Semantics
from .shapes import ShapeInference
from .sourcefile import SourceFile


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
    """The file is not Python this interpreter can read; the message is one line."""


def parse(source: str) -> ast.Module:
    try:
        with warnings.catch_warnings():  # SyntaxWarnings are the compiler's to give, not ours
            warnings.simplefilter("ignore")
            return ast.parse(_without_bom(source))
    except SyntaxError as error:
        raise ParseError(f"cannot parse: line {error.lineno}, column {error.offset}: {error.msg}") from None
    except (RecursionError, MemoryError, ValueError) as error:
        raise ParseError(f"cannot parse: {type(error).__name__}: {error}") from None


def _without_bom(source: str) -> str:
    return source[1:] if source.startswith("\ufeff") else source


class InternalError(Exception):
    """A bug of ours: some rules failed.  ``findings`` holds what the others found."""

    def __init__(self, failures: list, findings: list) -> None:
        self.failures = failures  # (rule code or "engine", "ExceptionType: message")
        self.findings = findings
        super().__init__("; ".join(f"internal error in {who}: {what}" for who, what in failures))


def _describe(error: BaseException) -> str:
    return " ".join(f"{type(error).__name__}: {error}".split())[:300]


class Linted(NamedTuple):
    findings: list
    cst_module: object  # the LibCST module the fixes edit; None when no rule built a fix


def lint(source: str, rules: Optional[Iterable] = None, tree: Optional[ast.Module] = None) -> Linted:
    """Findings of ``rules`` (default: every rule) for one file's text.

    ``tree``: the file's ast, when the caller has it (flake8 does).  Raises
    :class:`ParseError` on unparseable input.  A rule that raises does not stop the
    others: :class:`InternalError` comes at the end, carrying their findings."""
    source = _without_bom(source)
    if not might_use_jax(source):
        return Linted([], None)
    if tree is None:
        tree = parse(source)
    file = SourceFile(source)
    try:
        semantics = Semantics(tree)
    except Exception as error:  # noqa: BLE001 - reported, never a traceback
        raise InternalError([("engine", _describe(error))], []) from error
    context = RuleContext(file, semantics, ShapeInference(semantics))
    findings: list = []
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
                line, column, end_line, end_column = file.span(report.node)
                findings.append(Finding(line, column, rule.CODE, report.message, end_line, end_column, report.fix))
    findings.sort()
    if failures:
        raise InternalError(failures, findings)
    return Linted(findings, file.cst_module)


def lint_source(source: str, rules: Optional[Iterable] = None) -> list:
    """Findings for one file's text.  Raises :class:`ParseError` on unparseable input."""
    return lint(source, rules).findings


__all__ = ["Finding", "InternalError", "Linted", "ParseError", "Report", "lint", "lint_source", "might_use_jax", "parse"]
