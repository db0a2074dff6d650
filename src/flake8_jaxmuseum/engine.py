"""The engine: one file's text in, its findings out (parse once, analyse once, run every rule).

Cost model (flake8 runs us on every file): a file whose text never says ``jax`` is
skipped before anything is analysed; otherwise the analysis reads the stdlib ``ast``
tree (flake8 hands it over; the others parse with ``ast``, which is C-fast), one walk
builds the shared :class:`~flake8_jaxmuseum.semantics.Semantics`, and each rule reads
that.  A fixable finding carries its :class:`~flake8_jaxmuseum.fixes.Fix` unbuilt:
LibCST runs only when someone asks for the edit, and then only on its statements.

The engine knows nothing of settings or ``# noqa``: that is :mod:`.checking`'s.
"""

from __future__ import annotations

import ast
import warnings
from dataclasses import dataclass, field, replace
from typing import Iterable, Optional

from .cells import cell_lines, cell_starts
from .collection import collector_paused
from .fixes import FixLabel
from .options import LintOptions
from .prefilter import might_use_jax
from .rule import RuleContext
from .semantics import Semantics
from .semantics.project import ModuleContext
from .semantics.summary import ModuleSummary, summarize
from .sourcefile import SourceFile


@dataclass(frozen=True, order=True)
class Finding:
    line: int  # 1-based
    column: int  # 0-based, in characters, as flake8 wants it
    code: str
    message: str  # one line, without the code
    end_line: int = 0
    end_column: int = 0
    fix: Optional[FixLabel] = field(default=None, compare=False)  # a Fix, or only its label
    cell: Optional[int] = field(default=None, compare=False)  # in a notebook: the cell (1-based), and lines count in it

    def text(self) -> str:
        """``CODE message``, saying when ``jaxmuseum fix`` can fix it."""
        if self.fix is None:
            return f"{self.code} {self.message}"
        return f"{self.code} {self.message} (fix: {self.fix.command})"

    def portable(self) -> "Finding":
        """This finding with only its fix's label: it can be pickled to another process
        and cached (a built-on-demand Fix holds the whole file)."""
        if self.fix is None or type(self.fix) is FixLabel:
            return self
        return replace(self, fix=self.fix.label())


@dataclass(frozen=True)
class Failure:
    """A bug of ours: a rule (or the analysis, ``who == "engine"``) raised."""

    who: str
    what: str  # "ExceptionType: message", one line

    def __str__(self) -> str:
        return f"internal error in {self.who}: {self.what}"


@dataclass
class LintResult:
    findings: list  # Finding, sorted
    failures: list  # Failure: what the other rules found still counts
    file: Optional[SourceFile] = None  # None when the prefilter skipped the file
    # Linted as a module of a project: what the project's other modules see of it.
    summary: Optional[ModuleSummary] = None


class ParseError(Exception):
    """The file is not Python this interpreter can read; the message is one line."""

    def __init__(self, message: str, line: Optional[int] = None) -> None:
        super().__init__(message)
        self.line = line  # where, when the parser says


def without_bom(text: str) -> str:
    return text[1:] if text.startswith("\ufeff") else text


def parse(text: str) -> ast.Module:
    try:
        with warnings.catch_warnings():  # SyntaxWarnings are the compiler's to give, not ours
            warnings.simplefilter("ignore")
            return ast.parse(without_bom(text))
    except SyntaxError as error:
        raise ParseError(f"cannot parse: line {error.lineno}, column {error.offset}: {error.msg}", error.lineno) from None
    except (RecursionError, MemoryError, ValueError) as error:
        raise ParseError(f"cannot parse: {type(error).__name__}: {error}") from None


def _describe(error: BaseException) -> str:
    return " ".join(f"{type(error).__name__}: {error}".split())[:300]


def lint(
    text: str,
    rules: Optional[Iterable] = None,
    tree: Optional[ast.Module] = None,
    options: Optional[LintOptions] = None,
    project: Optional[ModuleContext] = None,
    summarized: bool = True,
    portable: bool = False,
) -> LintResult:
    """Findings of ``rules`` (default: every rule) for one file's text.

    ``tree``: the file's ast, when the caller has it (flake8 does).  ``options``: what
    the user set that changes findings (default: the defaults).  ``project``: the
    file as a module of a project (its name, how other modules enter its functions); the
    result then carries the module's summary, unless ``summarized`` is False (no one
    reads it: a sixth of the lint of jax's lax_numpy.py).  ``portable``: the findings
    carry only their fixes' labels (:meth:`Finding.portable`), and the result no file, for
    a caller that keeps nothing else of the lint (the model is then released at once).  Raises
    :class:`ParseError` on unparseable input.  A rule that raises does not stop the
    others: its failure is returned with their findings."""
    text = without_bom(text)
    if not might_use_jax(text) and not (project is not None and project.entries):
        return LintResult([], [])  # a module of the project that never says jax may still be jitted elsewhere
    with collector_paused():  # see collection.py: the parse too builds many objects that stay
        # A portable lint's tree and model are gone when _lint returns, before the collector resumes.
        return _lint(text, tree, rules, options, project, summarized, portable)


def _lint(
    text: str, tree: Optional[ast.Module], rules: Optional[Iterable], options: Optional[LintOptions],
    project: Optional[ModuleContext], summarized: bool, portable: bool,
) -> LintResult:
    if tree is None:
        tree = parse(text)
    result, semantics = _lint_tree(text, tree, rules, options, project, summarized)
    if not portable:
        return result
    if semantics is not None:
        semantics.release()
    return LintResult([finding.portable() for finding in result.findings], result.failures, None, result.summary)


def _lint_tree(
    text: str, tree: ast.Module, rules: Optional[Iterable], options: Optional[LintOptions],
    project: Optional[ModuleContext], summarized: bool,
) -> tuple:
    """(the LintResult, the model it was read from; None when it could not be built)."""
    file = SourceFile(text, tree)
    summary = None
    try:
        semantics = Semantics(tree, cell_starts(text), project)
    except Exception as error:  # noqa: BLE001 - reported, never a traceback
        return LintResult([], [Failure("engine", _describe(error))], file), None
    options = options if options is not None else LintOptions()
    findings: list = []
    failures: list = []
    seen: set = set()
    pasted = semantics.pasted.nodes if semantics.pasted is not None else ()
    if rules is None:
        # Imported at the first lint: flake8 over a project whose answers are all in the
        # cache never loads the rules (0.07 s of its run over flax).
        from .rules import ALL_RULES

        rules = ALL_RULES
    for rule in rules:
        try:
            reports = list(rule.check(RuleContext(file, semantics, rule, options)))
        except Exception as error:  # noqa: BLE001
            failures.append(Failure(rule.code, _describe(error)))
            continue
        caught_by = rule.caught_by if reports else None  # (built anew each time: most rules report nothing)
        for report in reports:
            if caught_by and semantics.guards.catches(report.node, caught_by):
                continue  # the code expects JAX's error there and handles it
            if id(report.node) in pasted:
                continue  # in a definition of another module, pasted to know it: that module's finding
            key = (rule.code, id(report.node))
            if key not in seen:
                seen.add(key)
                line, column, end_line, end_column = file.span(report.node)
                findings.append(Finding(line, column, rule.code, report.message, end_line, end_column, report.fix))
    findings.sort()
    if project is not None and summarized:  # after the rules: its bounded questions forget what they give up on
        try:
            notebook = project.path.endswith(".ipynb")
            summary = summarize(semantics, project.name, project.path or project.name,
                                cell_lines(text) if notebook else None)
        except Exception as error:  # noqa: BLE001 - reported, never a traceback; the findings stand
            failures.append(Failure("engine", _describe(error)))
    return LintResult(findings, failures, file, summary), semantics
