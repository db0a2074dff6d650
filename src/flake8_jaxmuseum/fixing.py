"""The fix loop: apply fixes round after round, keeping only results that parse."""

from __future__ import annotations

import ast
from dataclasses import dataclass

from .checking import check_text
from .engine import LintResult
from .settings import Settings

MAX_FIX_ROUNDS = 10


@dataclass
class FixOutcome:
    new_text: str
    fixed: list  # Fix objects applied, in order
    remaining: list  # findings left in new_text
    failures: list  # engine.Failure, from the last round


def fix_text(text: str, settings: Settings, path: str, unsafe: bool) -> FixOutcome:
    """Fix ``text`` until nothing more applies.  Every round lints once and applies the
    fixes that do not overlap (the others wait for the next round); a round whose
    result does not parse is dropped.  Raises ParseError if ``text`` itself does not parse."""
    fixed: list = []
    current = text
    checked = check_text(current, settings, path)
    for _ in range(MAX_FIX_ROUNDS):
        fixes = [f.fix for f in checked.findings if f.fix is not None and (f.fix.safe or unsafe)]
        if not fixes or checked.failures:
            break
        candidate, applied = apply(checked.result, fixes)
        if not applied or not _parses(candidate):
            break  # never keep a result that does not parse
        current = candidate
        fixed += applied
        checked = check_text(current, settings, path)
    return FixOutcome(current, fixed, checked.findings, checked.failures)


def apply(result: LintResult, fixes: list) -> tuple:
    """(new text, fixes applied): ``fixes`` of one lint, those that do not overlap."""
    from .cstedit import apply_fixes  # LibCST: only once there is something to fix

    module, applied = apply_fixes(result.cst_module, fixes)
    return module.code, applied


def _parses(text: str) -> bool:
    import libcst as cst

    try:
        cst.parse_module(text)
        ast.parse(text)
    except (cst.ParserSyntaxError, SyntaxError, ValueError):
        return False
    return True
