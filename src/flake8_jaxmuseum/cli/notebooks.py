"""Notebooks on the command line: each checked, fixed or given its ``noqa`` comments in
cell terms, as the module its project's solve linted when it imports the project (what it
imports known there), else alone."""

from __future__ import annotations

from dataclasses import replace
from typing import Optional

from ..settings import Settings
from .files import InputFile, same_code


def with_noqa_added(source: InputFile, settings: Settings, solved: Optional[tuple] = None) -> tuple:
    """(the notebook's new text, the codes added); raises ParseError or NotebookError when a
    cell does not parse or the cells would change more than their comments.  ``solved``: see
    :func:`check_notebook`."""
    from .. import ipynb
    from ..ipynb import NotebookError
    from ..noqa import with_noqa

    notebook, cells = check_notebook(source, settings, solved)
    if cells.errors:
        raise cells.errors[0]
    if cells.checked.failures:
        raise NotebookError(str(cells.checked.failures[0]))
    module = cells.module
    first_lines = {cell.number: cell.first_line for cell in module.cells}
    findings = [replace(f, line=first_lines[f.cell] + f.line - 1) for f in cells.checked.findings]
    new_module, count = with_noqa(module.text, findings)
    if not count:
        return source.text, 0
    same_code(module.text, new_module)
    sources = module.sources(new_module)
    if sources is None:
        raise NotebookError("internal error: the cells no longer split apart (please report it)")
    changed = {n: new for n, new in sources.items() if new != notebook.sources[n - 1]}
    return ipynb.rewritten(notebook, changed), count


def solved_slots(inputs: list) -> dict:
    """A notebook's file -> None, for its project's solve to fill with (its cells' text, the
    solve's answer, its context): a notebook is linted as a module of its project, with what
    it imports from the project known, as a script is."""
    from ..ipynb import is_notebook

    return {str(source.real_path): None for source in inputs if is_notebook(source.path) and source.real_path}


def check_notebook(source: InputFile, settings: Settings, solved: Optional[tuple] = None):
    """(the Notebook, its CheckedCells): a cell that does not parse is among the errors and
    left out, the others still checked.  ``solved``: (the cells' text, the answer) of its
    project's solve, taken when it linted these cells whole (else they are checked alone)."""
    from .. import ipynb
    from ..engine import LintResult

    notebook = ipynb.read(source.text)
    solved = _of_these_cells(solved, notebook)
    if solved is not None and isinstance(solved[1], LintResult):
        return notebook, ipynb.checked_cells(notebook.module, solved[1], settings, source.path)
    return notebook, ipynb.check(notebook, settings, source.path)


def fix_notebook(source: InputFile, settings: Settings, unsafe: bool, solved: Optional[tuple] = None) -> tuple:
    """(FixOutcome in cell terms, the notebook's new text, its diff lines, a diff per cell);
    ``solved``: see :func:`check_notebook` (its context taken when it linted these cells)."""
    from .. import ipynb

    notebook = ipynb.read(source.text)
    solved = _of_these_cells(solved, notebook)
    fixed = ipynb.fix(notebook, settings, source.path, unsafe, None if solved is None else solved[2])
    outcome = fixed.outcome
    return replace(outcome, fixed=[fix.title for fix in outcome.fixed]), fixed.new_raw, ipynb.unified_diff(
        source.path, fixed.changed
    )


def _of_these_cells(solved: Optional[tuple], notebook) -> Optional[tuple]:
    """``solved`` when the solve linted the cells ``notebook`` holds now; None otherwise."""
    return solved if solved is not None and solved[0] == notebook.module.text else None
