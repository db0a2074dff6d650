"""A module's top level without parsing its defs' bodies: what the project reads of a module
before (or without) linting it (its names, for importers; its definitions' texts, to paste).

A project reads the top level of nearly every module before linting any (exports.py's facts,
summary.py's names), and the bodies of defs and classes are most of a module's text and of
its parse.  :func:`skeleton` finds the top-level statements in the text (a line at column 0,
outside brackets and strings, starts one), replaces the body of each top-level def and class
by ``pass`` and blank lines, and parses that: the same top-level statements, names and line
spans (each def's and class's end line is set to its own) as the module's parse.  Where a
def's body binds a module's name (``global``) it is parsed whole; where anything is not as it
seems (brackets that do not balance, a skeleton that does not parse), the module is.  A
body is not parsed, so a module whose body is broken still has a skeleton: its own lint
reports the error, and a def is pasted only when its own text parses (exports.py).
"""

from __future__ import annotations

import ast
import re
from copy import copy
from typing import Optional

# Strings and comments: masked before reading brackets and line starts (their newlines too).
_HIDING = re.compile(
    r"""\"\"\"(?:[^"\\]+|\\.|"(?!""))*\"\"\"|'''(?:[^'\\]+|\\.|'(?!''))*'''"""
    r"""|"(?:[^"\\\n]+|\\.)*"|'(?:[^'\\\n]+|\\.)*'|\#[^\n]*""",
    re.S,
)
# A line at column 0 (the caller checks that the line above does not end with a backslash:
# a pattern starting with that look-behind is tried at every offset, 13 times slower).
_LINE_START = re.compile(r"\n(?=[^\s#])")
# Lines at column 0 that continue the statement above them.
_CLAUSE = re.compile(r"(?:else|elif|except|finally)\b")
# A def or class line at column 0.
_DEFINITION = re.compile(r"^(?:async[ \t]+)?(?:def|class)[ \t]", re.M)
_BRACKET_OR_COLON = re.compile(r"[()\[\]{}:]")
# A def's last lines that are not its own (its parse ends at its last statement).
_TRAILING = re.compile(r"[ \t\f\r]*(?:#[^\n]*)?")
# A statement of a def's body that binds its module's names: the def is parsed whole.
_GLOBAL = re.compile(r"^[ \t]*global[ \t]", re.M)
# The same after a newline, searched in a whole text after one: a pattern starting at ``^`` is
# tried at every offset of the text, one starting with a character found by a scan for it.
_GLOBAL_LINE = re.compile(r"\n[ \t]*global[ \t]")
# Lines the parser counts otherwise (a lone carriage return): the module is parsed whole.
_WHOLE = re.compile(r"\r(?!\n)")


def skeleton(text: str) -> Optional[ast.Module]:
    """The module's top-level statements, each def's and class's body ``pass`` (see the
    module's doc); None when the text does not parse."""
    if not _WHOLE.search(text):
        found = _skeleton(text)
        if found is not None:
            return found
    try:
        return ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _skeleton(text: str) -> Optional[ast.Module]:
    masked = _HIDING.sub(_masked, text)  # (the same length: offsets stay the text's)
    starts = _statement_starts(text, masked)
    if starts is None:
        return None
    pieces = []
    ends = []  # each def's and class's last line, in order
    line = 1
    for start, end in zip(starts, starts[1:] + [len(text)]):
        chunk = text[start:end]
        header = _header_end(masked, start, end)
        if header is None or masked.find("global", header, end) >= 0 and _GLOBAL.search(masked, header, end):
            pieces.append(chunk)
            if header is not None:
                ends.append(None)  # parsed whole: its own end
        else:
            pieces.append(text[start:header] + " pass" + "\n" * text.count("\n", header, end))
            ends.append(line + _last_line(chunk))
        line += chunk.count("\n")
    try:
        tree = ast.parse("".join(pieces))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    definitions = [node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
    if len(definitions) != len(ends):
        return None
    for node, last in zip(definitions, ends):
        node.end_lineno = node.end_lineno if last is None else last
    return tree


def _masked(match: re.Match) -> str:
    """A string as a word (at column 0 it starts a statement), a comment as spaces (it never does)."""
    return (" " if match.group()[0] == "#" else "x") * (match.end() - match.start())


def _statement_starts(text: str, masked: str) -> Optional[list]:
    """The offsets where top-level statements start (decorators with their def, ``else:``
    with its ``if``); None when brackets do not balance (the text is not what it seems)."""
    starts = [0]
    depth = 0
    previous = 0
    for match in _LINE_START.finditer(masked):
        if match.start() and masked[match.start() - 1] == "\\":
            continue  # the line above continues with a backslash
        start = match.end()
        depth += _depth(masked, previous, start)
        previous = start
        if depth < 0:
            return None
        if depth or _CLAUSE.match(text, start):
            continue
        if text.startswith("@", starts[-1]) and not _DEFINITION.search(text, starts[-1], start):
            continue  # decorators so far: their def or class is of the statement
        starts.append(start)
    return starts if depth + _depth(masked, previous, len(masked)) == 0 else None


def _depth(masked: str, start: int, end: int) -> int:
    return sum(masked.count(bracket, start, end) for bracket in "([{") - sum(
        masked.count(bracket, start, end) for bracket in ")]}")


def _header_end(masked: str, start: int, end: int) -> Optional[int]:
    """Where the header of the def or class the statement at ``start`` is ends (past its
    colon); None when the statement is no def or class."""
    first = len(masked[start:end]) - len(masked[start:end].lstrip())
    if masked.startswith("@", start + first):
        found = _DEFINITION.search(masked, start, end)
    else:
        found = _DEFINITION.match(masked, start + first)
    if found is None:
        return None
    depth = 0
    for bracket in _BRACKET_OR_COLON.finditer(masked, found.end(), end):
        character = bracket.group()
        if character == ":":
            if depth == 0:
                return bracket.end()
        elif character in "([{":
            depth += 1
        else:
            depth -= 1
    return None


def _last_line(chunk: str) -> int:
    """The line of ``chunk`` (from 0) its statement ends on: the last that is not blank or a comment."""
    # Lines as the parser counts them (split at "\n" alone: not str.splitlines, no form
    # feeds), read from the end: the body's lines are never split into strings.
    last = chunk.count("\n")
    end = len(chunk)
    while last > 0:
        start = chunk.rfind("\n", 0, end) + 1
        if not _TRAILING.fullmatch(chunk, start, end):
            break
        end = start - 1
        last -= 1
    return last


def writes_global(text: str) -> bool:
    """A line of ``text`` starts with a ``global`` statement."""
    return "global" in text and _GLOBAL_LINE.search("\n" + text) is not None


def skeleton_of_parse(tree: ast.Module, text: str) -> ast.Module:
    """The skeleton of a module already parsed whole (``tree``, from ``text``), without
    parsing again: its top-level statements, each def's and class's body one ``pass`` (one
    holding a ``global`` statement kept whole, as :func:`skeleton` keeps it).  The statements
    are shallow copies: ``tree`` is not changed."""
    globals_said = writes_global(text)
    body = []
    for statement in tree.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and not (
                globals_said and any(isinstance(node, ast.Global) for node in ast.walk(statement))):
            inner = statement.body[0]
            statement = copy(statement)
            statement.body = [ast.Pass(lineno=inner.lineno, col_offset=inner.col_offset,
                                       end_lineno=inner.lineno, end_col_offset=inner.col_offset)]
        body.append(statement)
    return ast.Module(body=body, type_ignores=tree.type_ignores)
