"""A notebook's code cells as one Python module, and back.

A notebook runs top to bottom, so its code cells are analysed as one module, in
order: a name bound in cell 2 is known in cell 5, and a later cell's redefinition is
the later binding.  IPython syntax is masked line for line (``%timeit f(x)``,
``!pip install jax``, ``x = !ls``, ``jnp.sum?``) by a ``pass`` (or ``x = None``)
carrying a marker, so line numbers hold and the original lines come back exactly;
a cell whose cell magic is not Python (``%%bash``, ``%%writefile``) is left out.
Each cell starts after a marker comment, so that a fixed module splits back into
cells, and fixes whose edits touch a marker or a masked line are never applied.

No file format here: :mod:`.ipynb` reads and writes files, the language server
hands over the cells of an open notebook.  Cells are numbered as ruff and editors
count them: 1-based, over all cells, markdown included.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field, replace
from typing import Optional

from .astutil import parses

# Cell magics whose body is Python: the first line is masked, the body is linted.
PYTHON_CELL_MAGICS = frozenset({"time", "timeit", "capture", "prun", "debug"})
CELL_MARKER = "# <jaxmuseum cell {}>"
# A cell whose first line is indented: IPython strips that indentation (its leading_indent
# step); the module keeps the lines as they are, as the body of this marker line.
INDENTED_CELL_MARKER = "if True:  " + CELL_MARKER
MASK_MARKER = "  # <jaxmuseum masked>"
_CELL_MARKER = re.compile(r"^(?:if True:  )?# <jaxmuseum cell (\d+)>$", re.MULTILINE)
_ANY_CELL_MARKER = re.compile(r"^(?:(?:if True:  )?# <jaxmuseum cell \d+>$|#\s*(?:%%|In\s*\[[^\]]*\]:))", re.MULTILINE)
_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")
_ENDING = re.compile(r"(\r\n|\r|\n)$")
_LINE_BREAKS = re.compile(r"\r\n|\r|\n")
# IPython syntax at the start of a logical line.
_ESCAPE = re.compile(r"^(\s*)(?:[!%]|\?)")  # !shell, %magic, %%magic, ?help
_ASSIGNED_ESCAPE = re.compile(r"^(\s*[\w.\[\], ]+?\s*=)\s*[!%]")  # x = !ls, x = %who_ls
_HELP_SUFFIX = re.compile(r"^(\s*)[\w.\[\]()'\" ]+\?\??\s*$")  # jnp.sum?, jnp.sum??
# Line magics IPython runs without their %% (automagic, on by default): ``timeit f(x)``,
# ``pip install jax``.  Masked only where the line is not Python anyway.
AUTOMAGICS = (
    "timeit", "time", "pip", "conda", "matplotlib", "load_ext", "reload_ext", "autoreload", "env", "cd",
    "run", "prun", "who", "whos", "pwd", "config", "xmode", "precision", "reset", "history", "pdb", "debug",
)
_AUTOMAGIC = re.compile(r"^\s*(?:%s)\s+[^\s=(\[.,:;+\-*/%%<>!&|^~@]" % "|".join(AUTOMAGICS))
_MAYBE_IPYTHON = re.compile(  # else the cell is plain Python
    r"^\s*[!%?]|\?\s*$|=\s*[!%]|^\s*(?:" + "|".join(AUTOMAGICS) + r")\s", re.MULTILINE
)


def cell_starts(text: str) -> tuple:
    """The lines where notebook cells start, in order: this module's cell markers, or in a
    .py file the cell comments of editors and exporters (``# %%`` of Jupytext and VS Code,
    ``# In[3]:`` of nbconvert); none for a plain file."""
    if "# <jaxmuseum cell " not in text and "%%" not in text and "In[" not in text and "In [" not in text:
        return ()  # every JAX file flake8 sees passes here: most end before any regex
    return tuple(text.count("\n", 0, marker.start()) + 1 for marker in _ANY_CELL_MARKER.finditer(text))


def cell_lines(text: str):
    """For a module made of notebook cells: a module line -> "cell N:L" (its cell, its line
    in the cell), as messages name a place in a notebook."""
    markers = [(text.count("\n", 0, m.start()) + 1, int(m.group(1))) for m in _CELL_MARKER.finditer(text)]
    starts = [line for line, _ in markers]

    def where(line: int) -> str:
        index = bisect_right(starts, line - 1) - 1
        if index < 0:
            return str(line)
        marker_line, number = markers[index]
        return f"cell {number}:{line - marker_line}"

    return where


def lines_of(text: str) -> list:
    """Lines with their line breaks (\\r\\n, \\r, \\n: the breaks Python counts)."""
    return _LINE.findall(text)


@dataclass
class CodeCell:
    number: int  # 1-based, over all the notebook's cells
    source: str  # as the notebook holds it
    masked: list = field(default_factory=list)  # the original lines masked, in order
    first_line: int = 0  # the module line of its first line


@dataclass
class NotebookModule:
    """The code cells as one module: ``text``, with positions back to cells."""

    text: str
    cells: list  # CodeCell, those analysed, in order

    @classmethod
    def of(cls, cells: list) -> "NotebookModule":
        """``cells``: (number, source) of each code cell, in order."""
        parts, kept, line = [], [], 1
        for number, source in cells:
            cell = CodeCell(number, source)
            masked = _masked_source(source, cell.masked)
            if masked is None:
                continue  # not Python: %%bash, %%writefile...
            marker = INDENTED_CELL_MARKER if _needs_its_indent_stripped(masked) else CELL_MARKER
            parts.append(marker.format(number) + "\n")
            line += 1
            cell.first_line = line
            if masked and not _ENDING.search(masked):
                masked += "\n"
            parts.append(masked)
            line += len(lines_of(masked))
            kept.append(cell)
        return cls("".join(parts), kept)

    def cell_at(self, line: int) -> Optional[CodeCell]:
        """The cell holding module line ``line`` (None for a marker line)."""
        index = bisect_right([cell.first_line for cell in self.cells], line) - 1
        return self.cells[index] if index >= 0 else None

    def position(self, line: int) -> tuple:
        """(cell number, 1-based line in the cell) of a module line."""
        cell = self.cell_at(line)
        return (cell.number, line - cell.first_line + 1) if cell else (0, line)

    def edit_in_cell(self, edit) -> Optional[tuple]:
        """(cell number, (line, column), (end line, end column)) of a
        :class:`~flake8_jaxmuseum.fixes.TextEdit` of ``self.text``: lines 1-based in the
        cell, columns in characters; None if it touches a marker or a masked line."""
        if any(not (edit.end <= start or end <= edit.start) for start, end in self.untouchable(self.text)):
            return None
        before = self.text[:edit.start]
        line = len(_LINE_BREAKS.findall(before)) + 1
        span = self.text[edit.start:edit.end]
        column = edit.start - (max(before.rfind("\n"), before.rfind("\r")) + 1)
        end_line = line + len(_LINE_BREAKS.findall(span))
        end_column = len(span) - (max(span.rfind("\n"), span.rfind("\r")) + 1) if end_line > line else column + len(span)
        number, in_cell = self.position(line)
        return number, (in_cell, column), (in_cell + end_line - line, end_column)

    def moved(self, text: str) -> "NotebookModule":
        """This module once fixes made it ``text`` (which still splits into its cells): each cell
        starts where its marker now is, so findings in ``text`` are placed in the right cell lines
        (fixes that add lines, JXM013's split, move every cell below them)."""
        first = {int(m.group(1)): len(_LINE_BREAKS.findall(text, 0, m.start())) + 2 for m in _CELL_MARKER.finditer(text)}
        return NotebookModule(text, [replace(cell, first_line=first[cell.number]) for cell in self.cells])

    def sources(self, text: str) -> Optional[dict]:
        """Cell number -> source, from a fixed module ``text`` (masked lines restored);
        None if ``text`` no longer splits into the same cells."""
        found: dict = {}
        markers = list(_CELL_MARKER.finditer(text))
        if [int(m.group(1)) for m in markers] != [cell.number for cell in self.cells] or (markers and markers[0].start()):
            return None
        for index, (cell, marker) in enumerate(zip(self.cells, markers)):
            end = markers[index + 1].start() if index + 1 < len(markers) else len(text)
            body = text[marker.end() + 1:end]
            restored = _unmasked(body, cell.masked)
            if restored is None:
                return None
            if not _ENDING.search(cell.source) and restored.endswith("\n"):
                restored = restored[:-1]  # the line break the module added
            found[cell.number] = restored
        return found

    def untouchable(self, text: str) -> list:
        """(start, end) offsets in ``text`` that fixes must not touch: cell markers and masked lines."""
        spans = [(m.start(), m.end() + 1) for m in _CELL_MARKER.finditer(text)]
        position = 0
        for line in lines_of(text):
            if line.rstrip("\r\n").endswith(MASK_MARKER):
                spans.append((position, position + len(line)))
            position += len(line)
        return spans

    def keeps(self, text: str):
        """A test of fixes (for :func:`~flake8_jaxmuseum.fixing.fix_text`): their edit
        stays inside one cell and off masked lines."""
        spans = self.untouchable(text)

        def keep(fix) -> bool:
            edit = fix.edit()
            return edit is not None and all(edit.end <= start or end <= edit.start for start, end in spans)

        return keep


def _masked_source(source: str, masked: list) -> Optional[str]:
    """``source`` with IPython syntax masked (originals appended to ``masked``); None
    for a cell that is not Python."""
    if not _MAYBE_IPYTHON.search(source):
        return source  # most cells: nothing to mask, nothing to scan
    lines = lines_of(source)
    # Colab runs a cell magic below the cell's form lines (``#@title setup`` then ``%%bash``)
    start = next((i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")), 0)
    first = lines[start].strip() if lines else ""
    out = lines[:start] if first.startswith("%%") else []
    start = len(out)
    if first.startswith("%%"):
        name = first[2:].split(None, 1)[0] if len(first) > 2 else ""
        if name not in PYTHON_CELL_MAGICS:
            return None
        out.append(_mask(lines[start], "", masked))
        start += 1
    continued = False  # inside brackets, a string or after a backslash: no magic here
    escaped = None  # the masked line before ended in a backslash: this one goes on with it
    state = _Scanner()
    for line in lines[start:]:
        if escaped is not None or (not continued and _is_ipython(line)):
            kept = escaped if escaped is not None else _kept_prefix(line)
            out.append(_mask(line, kept, masked))
            # ``!pip install \`` goes on below: mask what follows as that statement's own lines
            escaped = re.match(r"\s*", kept).group() + "pass" if line.rstrip("\r\n").endswith("\\") else None
            continue
        out.append(line)
        continued = state.feed(line)
    return "".join(out)


def _is_ipython(line: str) -> bool:
    body = line.rstrip("\r\n")
    if _ESCAPE.match(body) or _ASSIGNED_ESCAPE.match(body):
        return not body.lstrip().startswith("!=")
    stripped = body.strip()
    if _AUTOMAGIC.match(body):
        return not parses(stripped)
    return stripped.endswith("?") and not stripped.startswith("#") and bool(_HELP_SUFFIX.match(body))


def _needs_its_indent_stripped(source: str) -> bool:
    """The cell's first line is indented and only IPython's stripping makes it parse."""
    first = source.split("\n", 1)[0]
    if not first[:1].isspace() or not first.strip() or parses(source):
        return False
    return parses("if True:\n" + source)


def _kept_prefix(line: str) -> str:
    """What the masked line keeps: its indentation, or an assignment's target."""
    assigned = _ASSIGNED_ESCAPE.match(line)
    if assigned:
        return assigned.group(1) + " None"
    indent = re.match(r"\s*", line).group()
    return indent + "pass"


def _mask(line: str, kept: str, masked: list) -> str:
    masked.append(line)
    ending = _ENDING.search(line)
    return (kept or "pass") + MASK_MARKER + (ending.group() if ending else "")


def _unmasked(body: str, originals: list) -> Optional[str]:
    out, remaining = [], list(originals)
    for line in lines_of(body):
        if line.rstrip("\r\n").endswith(MASK_MARKER):
            if not remaining:
                return None
            original = remaining.pop(0)
            if not _ENDING.search(original) and _ENDING.search(line):
                original += _ENDING.search(line).group()  # the cell's last line, with the module's break
            out.append(original)
        else:
            out.append(line)
    return "".join(out) if not remaining else None


class _Scanner:
    """Enough of Python's tokenizer to know whether a line ends inside brackets, a
    string or a backslash continuation (where ``%`` and ``!`` are operators, not magics)."""

    def __init__(self) -> None:
        self.depth = 0
        self.quote: Optional[str] = None  # the open string's delimiter

    def feed(self, line: str) -> bool:
        """True when the next line continues this one's logical line."""
        i, n = 0, len(line)
        while i < n:
            if self.quote:
                if line[i] == "\\":
                    i += 2
                    continue
                if line.startswith(self.quote, i):
                    i += len(self.quote)
                    self.quote = None
                    continue
                i += 1
                continue
            char = line[i]
            if char == "#":
                break
            if char in "\"'":
                triple = line[i:i + 3]
                self.quote = triple if triple in ('"""', "'''") else char
                i += len(self.quote)
                continue
            if char in "([{":
                self.depth += 1
            elif char in ")]}":
                self.depth = max(0, self.depth - 1)
            i += 1
        if self.quote in ('"', "'"):
            self.quote = None if not line.rstrip("\r\n").endswith("\\") else self.quote
        body = line.rstrip("\r\n")
        return bool(self.depth or self.quote or (body.endswith("\\") and not body.lstrip().startswith("#")))
