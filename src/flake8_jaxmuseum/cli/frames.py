"""The ``full`` output format: each finding as a code frame, in the shape ruff prints.

::

    JXM001 [*] JAX arrays are immutable; use x = x.at[0].set(1.0)
     --> mistake.py:4:1
      |
    3 | x = jnp.zeros(3)
    4 | x[0] = 1.0
      | ^^^^
      |
    help: Use x = x.at[0].set(1.0)

Up to two lines of context on each side (blank lines at the edges left out), a caret
span under the flagged columns, a span over several lines drawn with ``_`` and ``|`` as
ruff draws it, tabs shown as four spaces (the carets follow them).  In a notebook the
frame is the cell's, its lines counted in the cell.  On a terminal (not under NO_COLOR)
it is coloured as ruff colours it: the code and the carets red, the gutter blue.
"""

from __future__ import annotations

import re
from typing import Optional

CONTEXT_LINES = 2
TAB = "    "  # as ruff shows a tab
_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def frame(path: str, finding, text: Optional[str], colour: bool = False) -> str:
    """The finding's frame (ending with its last line's break); ``text``: its file's (or
    cell's) source (None: the header and the help alone)."""
    plain = _frame(path, finding, text)
    return "".join(_coloured(line) for line in plain.splitlines(keepends=True)) if colour else plain


_RED, _BLUE, _CYAN, _BOLD, _RESET = "\x1b[31m", "\x1b[34m", "\x1b[36m", "\x1b[1m", "\x1b[0m"
_GUTTER = re.compile(r"^( *(?:\d+ )?\|)(.*)$", re.DOTALL)


def _coloured(line: str) -> str:
    if line.startswith(("help:", "note:")):
        return f"{_BOLD}{_CYAN}{line[:5]}{_RESET}{line[5:]}"
    if line.lstrip().startswith("-->"):
        arrow = line.index("-->") + 3
        return f"{_BOLD}{_BLUE}{line[:arrow]}{_RESET}{line[arrow:]}"
    gutter = _GUTTER.match(line)
    if gutter is not None:
        rest = gutter.group(2)
        if set(rest.strip()) <= set("^_|") and rest.strip():  # a caret line
            marks = rest.strip()
            start = rest.index(marks)
            rest = f"{rest[:start]}{_BOLD}{_RED}{marks}{_RESET}{rest[start + len(marks):]}"
        return f"{_BOLD}{_BLUE}{gutter.group(1)}{_RESET}{rest}"
    code, _, message = line.partition(" ")
    return f"{_BOLD}{_RED}{code}{_RESET} {message}" if message else line


def _frame(path: str, finding, text: Optional[str]) -> str:
    where = f"{path}:cell {finding.cell}" if finding.cell else path
    safe = finding.fix is not None and finding.fix.safe
    head = f"{finding.code}{' [*]' if safe else ''} {finding.message}"
    lines = _LINE_BREAK.split(text) if text is not None else []
    if not 0 < finding.line <= len(lines):
        return f"{head}\n --> {where}:{finding.line}:{finding.column + 1}\n{_help(finding)}\n"
    end_line = min(max(finding.end_line, finding.line), len(lines))
    if end_line > finding.line and finding.end_column == 0:
        end_line -= 1  # a span that ends where a line starts ends on the line before
    first, last = _context(lines, finding.line, end_line)
    width = len(str(last))
    gutter = " " * width + " |"
    out = [head, f"{' ' * width}--> {where}:{finding.line}:{finding.column + 1}", gutter]

    def numbered(number: int, mark: str) -> str:
        shown = mark + _shown(lines[number - 1]) if mark or lines[number - 1] else ""
        return f"{number:>{width}} |" + (f" {shown}" if shown.strip() else "")

    if end_line == finding.line:
        line = lines[finding.line - 1]
        start = len(_shown(line[:finding.column]))
        if finding.end_line == finding.line:
            stop = len(_shown(line[:finding.end_column]))
        else:  # past the line: to its end; no end known: one caret
            stop = len(_shown(line)) if finding.end_line > finding.line else start + 1
        for number in range(first, last + 1):
            out.append(numbered(number, ""))
            if number == finding.line:
                out.append(f"{gutter} {' ' * start}{'^' * max(stop - start, 1)}")
    else:  # ruff's drawing: "  |  ___^" under the start, "| " beside the span, "|___^" at its end
        start = len(_shown(lines[finding.line - 1][:finding.column]))
        end_column = finding.end_column if finding.end_line == end_line else len(lines[end_line - 1])
        stop = len(_shown(lines[end_line - 1][:end_column]))
        for number in range(first, last + 1):
            inside = finding.line < number <= end_line
            out.append(numbered(number, "| " if inside else "  "))
            if number == finding.line:
                out.append(f"{gutter}  {'_' * (start + 1)}^")
            elif number == end_line:
                out.append(f"{gutter} |{'_' * max(stop, 1)}^")
    if last > max(end_line, finding.line):
        out.append(gutter)  # ruff closes a frame that ends with a source line
    help_line = _help(finding)
    return "\n".join(out) + "\n" + (help_line + "\n" if help_line else "")


def _context(lines: list, line: int, end_line: int) -> tuple:
    first, last = max(1, line - CONTEXT_LINES), min(len(lines), end_line + CONTEXT_LINES)
    while first < line and not lines[first - 1].strip():
        first += 1
    while last > end_line and not lines[last - 1].strip():
        last -= 1
    return first, last


def _shown(text: str) -> str:
    return text.replace("\t", TAB)


def _help(finding) -> str:
    if finding.fix is None:
        return ""
    if finding.fix.safe:
        return f"help: {finding.fix.title}"
    return f"help: {finding.fix.title}\nnote: an unsafe fix (`{finding.fix.command}`): it may change what the code does"
