"""One file's text, and the two trees read from it.

The analysis reads the stdlib ``ast`` tree (flake8 builds one for free).  Fixes are
LibCST rewrites, because LibCST gives back every byte it does not change; a file is
parsed with LibCST only when a rule asks for the LibCST node of something it found,
which in real code is a rare file.  The two trees meet by position: the LibCST node
for an ast node is the one of the matching type over the same range of text.

Columns: ``ast`` counts UTF-8 bytes, LibCST and editors count characters.  Findings
are reported in characters, as before.
"""

from __future__ import annotations

import ast
import re
from typing import Optional

_LINE_BREAK = re.compile(r"\r\n|\r|\n")

# ast node type -> the LibCST types that may stand at the same range.  Unlisted
# types map to the LibCST class of the same name.
_CST_NAMES = {
    "Compare": ("Comparison",),
    "BinOp": ("BinaryOperation",),
    "UnaryOp": ("UnaryOperation",),
    "BoolOp": ("BooleanOperation",),
    "Constant": ("Integer", "Float", "Imaginary", "SimpleString", "ConcatenatedString", "Name", "Ellipsis"),
    "JoinedStr": ("FormattedString", "ConcatenatedString"),
    "Starred": ("StarredElement", "StarredDictElement"),
    "AsyncFunctionDef": ("FunctionDef",),
    "AsyncFor": ("For",),
    "AsyncWith": ("With",),
}
# Python parenthesises these itself, so ast's range includes the brackets LibCST leaves out.
_OWN_PARENTHESES = ("Tuple", "GeneratorExp")


class SourceFile:
    def __init__(self, text: str) -> None:
        self.text = text
        self._lines: Optional[list] = None  # split only once something is reported
        self._encoded: dict = {}  # line number -> bytes, for non-ASCII lines
        self._cst_index: Optional[_CstIndex] = None
        self._cst_failed = False

    # ---- positions ------------------------------------------------------------------
    @property
    def lines(self) -> list:
        if self._lines is None:
            self._lines = _LINE_BREAK.split(self.text)
        return self._lines

    def _bytes(self, line: int) -> bytes:
        encoded = self._encoded.get(line)
        if encoded is None:
            encoded = self._encoded[line] = self.lines[line - 1].encode("utf-8", "surrogatepass")
        return encoded

    def column(self, line: int, byte_offset: int) -> int:
        """ast's byte offset in a line as a character column."""
        if line > len(self.lines):
            return byte_offset
        text = self.lines[line - 1]
        if text.isascii():
            return byte_offset
        return len(self._bytes(line)[:byte_offset].decode("utf-8", "replace"))

    def span(self, node: ast.AST) -> tuple:
        """(line, column, end line, end column) of an ast node, columns in characters."""
        end_line = node.end_lineno or node.lineno
        end_offset = node.end_col_offset if node.end_col_offset is not None else node.col_offset
        return (
            node.lineno,
            self.column(node.lineno, node.col_offset),
            end_line,
            self.column(end_line, end_offset),
        )

    def segment(self, node: ast.AST) -> str:
        """The source text of an ast node."""
        line, column, end_line, end_column = self.span(node)
        if line == end_line:
            return self.lines[line - 1][column:end_column]
        parts = [self.lines[line - 1][column:], *self.lines[line:end_line - 1], self.lines[end_line - 1][:end_column]]
        return "\n".join(parts)

    # ---- the LibCST view, for fixes -------------------------------------------------------
    @property
    def cst_module(self):
        """The LibCST module, once a fix asked for it; None before, or if LibCST cannot read it."""
        return None if self._cst_index is None else self._cst_index.module

    def cst_node(self, node: ast.AST):
        """The LibCST node standing where ``node`` stands, or None."""
        index = self._index()
        if index is None:
            return None
        line, column, end_line, end_column = self.span(node)
        kind = type(node).__name__
        wanted = _CST_NAMES.get(kind, (kind,))
        found = index.at_range(wanted, (line, column, end_line, end_column))
        if found is None and kind in _OWN_PARENTHESES and self.lines[line - 1][column:column + 1] == "(":
            found = index.at_range(wanted, (line, column + 1, end_line, end_column - 1))
        if found is None and isinstance(node, ast.stmt):
            found = index.at_start(wanted, (line, column))
        return found

    def cst_line(self, node: ast.stmt):
        """The LibCST statement line (or compound statement) that ``node`` begins."""
        index = self._index()
        if index is None:
            return None
        line, column, _, _ = self.span(node)
        start = (line, column)
        return index.at_start(("SimpleStatementLine",), start) or index.at_start(_CST_NAMES.get(type(node).__name__, (type(node).__name__,)), start)

    def _index(self) -> Optional["_CstIndex"]:
        if self._cst_index is None and not self._cst_failed:
            try:
                self._cst_index = _CstIndex(self.text)
            except Exception:  # noqa: BLE001 - LibCST's grammar differs from CPython's: no fixes then
                self._cst_failed = True
        return self._cst_index


class _CstIndex:
    def __init__(self, text: str) -> None:
        import libcst as cst
        from libcst.metadata import MetadataWrapper, PositionProvider

        self.module = cst.parse_module(text)
        positions = MetadataWrapper(self.module, unsafe_skip_copy=True).resolve(PositionProvider)
        self.by_range: dict = {}
        self.by_start: dict = {}
        for node, where in positions.items():
            start = (where.start.line, where.start.column)
            self.by_range.setdefault((*start, where.end.line, where.end.column), []).append(node)
            self.by_start.setdefault(start, []).append(node)

    @staticmethod
    def _pick(nodes: Optional[list], wanted: tuple):
        for node in nodes or ():
            if type(node).__name__ in wanted:
                return node
        return None

    def at_range(self, wanted: tuple, where: tuple):
        return self._pick(self.by_range.get(where), wanted)

    def at_start(self, wanted: tuple, where: tuple):
        return self._pick(self.by_start.get(where), wanted)
