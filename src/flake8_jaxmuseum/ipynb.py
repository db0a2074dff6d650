"""``.ipynb`` files: checking and fixing a notebook's code cells, writing it back whole.

The version, cells and sources come from the JSON (see :func:`read`): nbformat is not
imported at all.  Writing goes around nbformat too: ``nbformat.writes`` re-serialises the
whole notebook (its own indent and sorted keys, so a notebook written by another tool
changes on every line).  A fix here replaces only the JSON values of the changed cells'
``source``, in the style the file wrote them (a list of lines or one string, its
indentation, its escaping), and leaves every other byte alone; the result is read back
and compared with what was meant before anyone writes it."""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, replace
from typing import Optional

from .cells import NotebookModule, lines_of
from .checking import Checked, as_checked
from .engine import ParseError, lint, parse
from .fixing import FixOutcome, fix_text
from .settings import Settings

SUFFIX = ".ipynb"


class NotebookError(Exception):
    """Not a notebook we can read (invalid JSON, not nbformat 4); the message is one line."""


@dataclass
class Notebook:
    raw: str  # the file's text
    sources: list  # each cell's source, as one string
    module: NotebookModule


def is_notebook(path: str) -> bool:
    return str(path).endswith(SUFFIX)


def read(raw: str) -> Notebook:
    """Raises :class:`NotebookError`."""
    try:
        data = json.loads(raw)
    except ValueError as error:
        raise NotebookError(f"not a notebook: invalid JSON: {error}") from None
    # nbformat.reader.get_version's own reading (a missing key is version 1); importing
    # nbformat for it cost every flake8 run over a project with a notebook 0.1 s.
    version = data.get("nbformat", 1) if isinstance(data, dict) else None
    if version != 4:
        raise NotebookError(f"not an nbformat 4 notebook (nbformat {version}); open and save it in Jupyter to upgrade it")
    # We read the JSON ourselves: on JAX's 35 documentation
    # notebooks nbformat.reads took 12 times the JSON parse (its nodes 2x, its schema
    # validation 8x), and the schema rejects 7 of them (nbformat 4.4 with cell ids) that
    # Jupyter opens.  What we use must be there.
    cells = data.get("cells")
    if not isinstance(cells, list) or not all(_readable(cell) for cell in cells):
        raise NotebookError("not a valid nbformat 4 notebook: a cell without a cell_type or a source")
    sources = [_joined(cell["source"]) for cell in cells]
    python = _is_python(data.get("metadata"))
    code = [(n, sources[n - 1]) for n, cell in enumerate(cells, 1) if cell["cell_type"] == "code" and python]
    return Notebook(raw, sources, NotebookModule.of(code))


def _joined(source) -> str:
    """A cell's source: nbformat 4 stores it as a string or a list of lines."""
    return source if isinstance(source, str) else "".join(source)


def _readable(cell) -> bool:
    if not isinstance(cell, dict) or not isinstance(cell.get("cell_type"), str):
        return False
    source = cell.get("source")
    return isinstance(source, str) or (isinstance(source, list) and all(isinstance(line, str) for line in source))


def _is_python(metadata) -> bool:
    metadata = metadata if isinstance(metadata, dict) else {}
    language = (metadata.get("language_info") or {}).get("name") or (metadata.get("kernelspec") or {}).get("language")
    return language in (None, "python", "ipython", "python3")


def _one_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return " ".join(text[0].split())[:300] if text else type(error).__name__


def in_cells(module: NotebookModule, findings: list) -> list:
    """The findings with their lines counted in their cell, and the cell's number; a line
    a message or a fix title names (JXM013's "consumed ... on line 32", "Split key before
    line 32") is told in cell terms too."""
    placed = []
    for finding in findings:
        cell, line = module.position(finding.line)
        _, end_line = module.position(finding.end_line)
        message = _lines_in_cells(module, finding.message, cell)
        fix = _fix_in_cells(module, finding.fix, cell)
        placed.append(replace(finding, line=line, end_line=end_line, cell=cell, message=message, fix=fix))
    return placed


def _fix_in_cells(module: NotebookModule, fix, cell: Optional[int]):
    """``fix`` under a title in cell terms (a copy: the original keeps its module lines)."""
    if fix is None:
        return None
    title = _lines_in_cells(module, fix.title, cell)
    if title == fix.title:
        return fix
    relabelled = copy.copy(fix)
    relabelled.title = title
    return relabelled


_MESSAGE_LINE = re.compile(r"\bline (\d+)\b")


def _lines_in_cells(module: NotebookModule, text: str, cell: Optional[int]) -> str:
    return _MESSAGE_LINE.sub(lambda match: _cell_line(module, int(match.group(1)), cell), text)


def _cell_line(module: NotebookModule, line: int, cell: Optional[int]) -> str:
    named_cell, in_cell = module.position(line)
    return f"line {in_cell}" if named_cell == cell else f"line {in_cell} of cell {named_cell}"


def parse_error_in_cells(module: NotebookModule, error: ParseError) -> ParseError:
    """A ParseError of the module, its line given as a cell and a line."""
    line = getattr(error, "line", None)
    if not line:
        return error
    cell, in_cell = module.position(line)
    return ParseError(str(error).replace(f"line {line},", f"cell {cell}, line {in_cell},", 1), line)


def unparseable_cell(module: NotebookModule) -> Optional[tuple]:
    """(cell number, ParseError in cell terms) of the first cell that does not parse on its
    own (IPython runs each cell alone, so each must); None if each does."""
    for cell in module.cells:
        alone = NotebookModule.of([(cell.number, cell.source)])
        try:
            parse(alone.text)
        except ParseError as error:
            return cell.number, parse_error_in_cells(alone, error)
    return None


@dataclass
class CheckedCells:
    module: NotebookModule  # the cells checked (without those that do not parse)
    checked: Checked  # findings in cell terms
    errors: list  # ParseError of each cell left out, in cell terms


def check_cells(cells: list, settings: Settings, path: str) -> CheckedCells:
    """``cells``: (number, source) of each code cell.  A cell that does not parse is left
    out and reported, the others are still checked (a notebook is often run half-done)."""
    errors: list = []
    left_out: set = set()
    while True:
        module = NotebookModule.of([cell for cell in cells if cell[0] not in left_out])
        try:
            result = lint(module.text, options=settings.options)
        except ParseError as error:
            broken = unparseable_cell(module)
            if broken is None:
                raise parse_error_in_cells(module, error) from None
            left_out.add(broken[0])
            errors.append(broken[1])
            continue
        return checked_cells(module, result, settings, path, errors)


def checked_cells(module: NotebookModule, result, settings: Settings, path: str, errors: tuple = ()) -> CheckedCells:
    """The CheckedCells of ``result``, the engine's lint of ``module``'s text (alone, or as a
    module of its project: a solve's); ``errors``: the cells left out."""
    checked = as_checked(result, module.text, settings, path)
    return CheckedCells(module, replace(checked, findings=in_cells(module, checked.findings)), list(errors))


def check(notebook: Notebook, settings: Settings, path: str) -> CheckedCells:
    return check_cells([(cell.number, cell.source) for cell in notebook.module.cells], settings, path)


@dataclass
class NotebookFix:
    outcome: FixOutcome  # findings in cell terms
    new_raw: str
    changed: dict  # cell number -> (old source, new source)


def fix(notebook: Notebook, settings: Settings, path: str, unsafe: bool, context=None) -> NotebookFix:
    """Raises ParseError (in cell terms) when a cell does not parse: nothing is fixed then.
    ``context``: the notebook as a module of its project (None: alone)."""
    module = notebook.module
    try:
        outcome = fix_text(module.text, settings, path, unsafe, keep=module.keeps, context=context)
    except ParseError as error:
        broken = unparseable_cell(module)
        raise (broken[1] if broken else parse_error_in_cells(module, error)) from None
    fixed = [_fix_in_cells(module, fix, None) for fix in outcome.fixed]
    if outcome.new_text == module.text:
        return NotebookFix(replace(outcome, remaining=in_cells(module, outcome.remaining), fixed=fixed), notebook.raw, {})
    sources = module.sources(outcome.new_text)
    if sources is None:  # the kept fixes never touch markers: this is a bug of ours
        raise NotebookError("internal error: the fixed cells no longer split apart; not fixed (please report it)")
    # What remains is found in the fixed text: placed by where its cells now start.
    outcome = replace(outcome, remaining=in_cells(module.moved(outcome.new_text), outcome.remaining), fixed=fixed)
    changed = {}
    for number, new in sources.items():
        old = notebook.sources[number - 1]
        if new != old:
            changed[number] = (old, new)
    return NotebookFix(outcome, rewritten(notebook, {n: new for n, (_, new) in changed.items()}), changed)


def rewritten(notebook: Notebook, sources: dict) -> str:
    """``notebook.raw`` with the cells numbered in ``sources`` holding those sources,
    every other byte as it was.  Raises NotebookError if the result is not exactly that."""
    raw = notebook.raw
    spans = _source_spans(raw)  # found only now: checking never needs them
    if len(spans) != len(notebook.sources):
        raise NotebookError("not a valid nbformat 4 notebook: cannot find each cell's source; not fixed")
    ascii_only = raw.isascii() and "\\u" in raw
    parts, position = [], 0
    for number in sorted(sources):
        start, end = spans[number - 1]
        parts += [raw[position:start], _encoded(raw, start, end, sources[number], ascii_only)]
        position = end
    parts.append(raw[position:])
    new_raw = "".join(parts)
    before, after = json.loads(raw), json.loads(new_raw)
    for number, source in sources.items():
        cell = before["cells"][number - 1]
        cell["source"] = source if isinstance(cell["source"], str) else lines_of(source)
    if before != after:
        raise NotebookError("internal error: rewriting the cells changed more than their sources; not fixed")
    return new_raw


def _encoded(raw: str, start: int, end: int, source: str, ascii_only: bool) -> str:
    """``source`` as a JSON value in the style of ``raw[start:end]``, the value it replaces."""
    if raw[start] == '"':
        return json.dumps(source, ensure_ascii=ascii_only)
    items = [json.dumps(line, ensure_ascii=ascii_only) for line in lines_of(source)]
    old = raw[start:end]
    inner = old[1:-1]
    if inner.strip():
        decoder = json.JSONDecoder()
        opening = inner[: len(inner) - len(inner.lstrip())]
        closing = inner[len(inner.rstrip()):]
        _, first_end = decoder.raw_decode(inner, len(opening))
        rest = inner[first_end:]
        separator = rest[: len(rest) - len(rest.lstrip(", \t\r\n"))] if rest.strip() else "," + opening
    else:  # an empty list: indent one level deeper than the "source" key
        line_start = raw.rfind("\n", 0, start) + 1
        indent = raw[line_start:len(raw[:line_start]) + len(raw[line_start:]) - len(raw[line_start:].lstrip(" \t"))]
        newline = "\n" if "\n" in raw else ""
        unit = _indent_unit(raw)
        opening, closing, separator = newline + indent + unit, newline + indent, "," + newline + indent + unit
    return "[" + opening + separator.join(items) + closing + "]" if items else "[]"


def _indent_unit(raw: str) -> str:
    second = raw.split("\n", 2)[1] if raw.count("\n") >= 2 else ""
    return second[: len(second) - len(second.lstrip(" \t"))] or " "


def _source_spans(raw: str) -> list:
    """(start, end) of each cell's "source" value in ``raw``, in order: one pass, each
    value decoded once (outputs can be megabytes)."""
    decoder = json.JSONDecoder()
    top, _ = _members(raw, _skip_space(raw, 0), decoder, descend="cells")
    spans = []
    for members in top.get("cells", []):
        if "source" not in members:
            return []
        spans.append(members["source"])
    return spans


def _members(raw: str, position: int, decoder: json.JSONDecoder, descend: str = "") -> tuple:
    """({key: (start, end) of its value}, end) of the JSON object at ``position``; the
    value of key ``descend``, an array of objects, as a list of their members instead."""
    from json.decoder import scanstring

    found: dict = {}
    if raw[position] != "{":
        _, end = decoder.raw_decode(raw, position)
        return found, end
    position = _skip_space(raw, position + 1)
    while raw[position] != "}":
        key, position = scanstring(raw, position + 1)
        position = _skip_space(raw, _skip_space(raw, position) + 1)  # past the colon
        if key == descend and raw[position] == "[":
            items, position = [], _skip_space(raw, position + 1)
            while raw[position] != "]":
                members, position = _members(raw, position, decoder)
                items.append(members)
                position = _skip_space(raw, position)
                if raw[position] == ",":
                    position = _skip_space(raw, position + 1)
            found[key] = items
            end = position + 1
        else:
            _, end = decoder.raw_decode(raw, position)
            found[key] = (position, end)
        position = _skip_space(raw, end)
        if raw[position] == ",":
            position = _skip_space(raw, position + 1)
    return found, position + 1


def _skip_space(raw: str, position: int) -> int:
    while position < len(raw) and raw[position] in " \t\r\n":
        position += 1
    return position


def unified_diff(path: str, changed: dict) -> list:
    """Per changed cell, a unified diff of its source named ``path:cell N``."""
    import difflib

    lines = []
    for number, (old, new) in sorted(changed.items()):
        for line in difflib.unified_diff(
            lines_of(old), lines_of(new), fromfile=f"a/{path}:cell {number}", tofile=f"b/{path}:cell {number}"
        ):
            lines.append(line if line.endswith(("\n", "\r")) else line + "\n\\ No newline at end of cell\n")
    return lines
