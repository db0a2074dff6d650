"""The fix loop: apply fixes round after round, keeping only results that parse."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from .astutil import compiles, parses
from .checking import check_text
from .engine import LintResult
from .fixes import apply_edits
from .semantics.project import ModuleContext
from .settings import Settings

MAX_FIX_ROUNDS = 10


@dataclass
class FixOutcome:
    new_text: str
    fixed: list  # Fix objects applied, in order
    remaining: list  # findings left in new_text
    failures: list  # engine.Failure, from the last round
    result: LintResult  # the engine's whole answer for new_text


def fix_text(text: str, settings: Settings, path: str, unsafe: bool,
             keep: Optional[Callable] = None, context: Optional[ModuleContext] = None) -> FixOutcome:
    """Fix ``text`` until nothing more applies.  Every round lints once and applies the
    fixes whose edits do not overlap (the others wait for the next round); a round whose
    result does not parse is dropped.  Raises ParseError if ``text`` itself does not parse.
    ``keep(text)``: a test of the round's fixes (a notebook keeps edits inside cells).
    ``context``: the file as a module of its project (None: alone)."""
    fixed: list = []
    current = text
    # A round's result must compile where the text did: ast.parse alone accepts code the
    # compiler rejects (``f(a=1, a=1)``, ``return`` outside a function).
    valid = compiles if compiles(text) else parses
    checked = check_text(current, settings, path, context)
    for _ in range(MAX_FIX_ROUNDS):
        fixes = [f.fix for f in checked.findings if f.fix is not None and (f.fix.safe or unsafe)]
        if keep is not None:
            fixes = list(filter(keep(current), fixes))
        if not fixes or checked.failures:
            break
        candidate, applied = apply_edits(current, fixes)
        if not applied or not valid(candidate):
            break  # never keep a result that does not parse
        current = candidate
        fixed += applied
        checked = check_text(current, settings, path, context)
    return FixOutcome(current, fixed, checked.findings, checked.failures, checked.result)
