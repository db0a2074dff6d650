"""One file's text: positions in it, and LibCST views of its statements for fixes.

The analysis reads the stdlib ``ast`` tree.  Fixes are LibCST rewrites, because LibCST
gives back every byte it does not change; but a fix is built only when someone asks
for it (``jaxmuseum fix``, an editor's quick fix), and then LibCST parses only the
statements the fix rewrites, not the module: :meth:`SourceFile.cst_view`.  The two
trees meet by position: the LibCST node for an ast node is the one of the matching
type over the same range of text.

Columns: ``ast`` counts UTF-8 bytes, LibCST and editors count characters.  Findings
are reported in characters.
"""

from __future__ import annotations

import ast
import re
from bisect import bisect_right
from itertools import accumulate
from typing import Optional

_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def decode_python(data: bytes) -> tuple:
    """(text, encoding) of a Python file's bytes, decoded as Python decodes them (a PEP 263
    coding declaration, else UTF-8; with a BOM "utf-8-sig", which drops it and writes it
    back); line endings as they are.
    Raises SyntaxError (a bad declaration), LookupError or UnicodeDecodeError."""
    import io
    import tokenize

    encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    return data.decode(encoding), encoding


def physical_lines(text: str) -> list:
    """The lines as Python and flake8 count them (split at \\r\\n, \\r and \\n only: not at
    U+2028 or a Latin-1 file's U+0085, which ``str.splitlines`` also breaks at)."""
    if "\r" not in text:
        return text.split("\n")  # the same lines, a tenth of the regex's time (14 ms on a 9.6k-line file)
    return _LINE_BREAK.split(text)


def line_starts(text: str) -> list:
    """The character offset where each physical line starts (:func:`physical_lines`)."""
    if "\r" not in text:
        return list(accumulate((len(line) + 1 for line in text.split("\n")[:-1]), initial=0))
    return [0] + [match.end() for match in _LINE_BREAK.finditer(text)]


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
# Blocks of statements inside a compound statement.
_BLOCK_FIELDS = ("body", "orelse", "finalbody")
# How many enclosing statements to try when a statement's lines do not parse alone
# (``else: x[0] = 1`` is not a statement without its ``if``).
_WIDENINGS = 3


class SourceFile:
    def __init__(self, text: str, tree: Optional[ast.Module] = None) -> None:
        self.text = text
        self.tree = tree  # the ast the analysis read; needed to find a fix's statements
        self._lines: Optional[list] = None  # split only once something is reported
        self._starts: Optional[list] = None  # character offset where each line starts
        self._encoded: dict = {}  # line number -> bytes, for non-ASCII lines

    # ---- positions ------------------------------------------------------------------
    @property
    def lines(self) -> list:
        if self._lines is None:
            self._lines = physical_lines(self.text)
        return self._lines

    def line_start(self, line: int) -> int:
        """Character offset where 1-based ``line`` starts (the text's length past the end)."""
        if self._starts is None:
            self._starts = line_starts(self.text)
        return self._starts[line - 1] if line <= len(self._starts) else len(self.text)

    def line_end(self, line: int) -> int:
        """Character offset just past ``line``'s line break (or the text's end)."""
        return self.line_start(line + 1)

    def line_of(self, offset: int) -> tuple:
        """(1-based line, character column) of a character offset."""
        self.line_start(1)
        line = bisect_right(self._starts, offset)
        return line, offset - self._starts[line - 1]

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

    def offsets(self, node: ast.AST) -> tuple:
        """(start, end) character offsets of an ast node in the text."""
        line, column, end_line, end_column = self.span(node)
        return self.line_start(line) + column, self.line_start(end_line) + end_column

    def segment(self, node: ast.AST) -> str:
        """The source text of an ast node."""
        start, end = self.offsets(node)
        return self.text[start:end]

    # ---- statements, and LibCST views of them --------------------------------------------
    def statements_around(self, nodes: list) -> list:
        """Runs of sibling statements that hold all of ``nodes``, innermost first: the
        consecutive statements of the deepest block they share, then each statement
        enclosing that block, outwards."""
        paths = [self._path(node) for node in nodes]
        if not paths or any(not path for path in paths):
            return []
        level = 0
        while all(len(path) > level and path[level][0] is paths[0][level][0] for path in paths):
            level += 1
        block = paths[0][level - 1][0]
        indices = [path[level - 1][1] for path in paths]
        runs = [block[min(indices):max(indices) + 1]]
        for outer in range(level - 2, -1, -1):
            block, index = paths[0][outer]
            runs.append([block[index]])
        return runs

    def alone_on_its_lines(self, statement: ast.stmt) -> bool:
        """No other statement of its block shares a line with ``statement`` (no ``;``)."""
        path = self._path(statement)
        if not path or path[-1][0][path[-1][1]] is not statement:
            return False
        block, index = path[-1]
        before = block[index - 1] if index else None
        after = block[index + 1] if index + 1 < len(block) else None
        return (before is None or before.end_lineno < statement.lineno) and (
            after is None or after.lineno > statement.end_lineno
        )

    def _path(self, node: ast.AST) -> list:
        """(block, index) pairs from the module down to the innermost statement holding ``node``."""
        if self.tree is None:
            return []
        where = (node.lineno, node.col_offset, node.end_lineno, node.end_col_offset)
        path = []
        blocks = [self.tree.body]
        while blocks:
            for block in blocks:
                index = _holding(block, where)
                if index is not None:
                    path.append((block, index))
                    blocks = _blocks_of(block[index])
                    break
            else:
                break
        return path

    def cst_view(self, nodes: list) -> Optional["CstView"]:
        """A LibCST view of the statements around ``nodes`` (widened up to a few enclosing
        statements when those lines do not parse alone); None if LibCST cannot read them."""
        for run in self.statements_around(nodes)[: _WIDENINGS + 1]:
            view = CstView.of(self, run)
            if view is not None:
                return view
        return None


def _start(statement: ast.stmt) -> tuple:
    decorators = getattr(statement, "decorator_list", None)
    if decorators:
        first = min(decorators, key=lambda d: (d.lineno, d.col_offset))
        return (first.lineno, 0)
    return (statement.lineno, statement.col_offset)


def _holding(block: list, where: tuple) -> Optional[int]:
    line, column, end_line, end_column = where
    for index, statement in enumerate(block):
        if _start(statement) <= (line, column) and (end_line, end_column) <= (statement.end_lineno, statement.end_col_offset):
            return index
    return None


def _blocks_of(statement: ast.stmt) -> list:
    blocks = [getattr(statement, name) for name in _BLOCK_FIELDS if getattr(statement, name, None)]
    for handler in getattr(statement, "handlers", ()):
        blocks.append(handler.body)
    for case in getattr(statement, "cases", ()):
        blocks.append(case.body)
    return blocks


class CstView:
    """The lines of a run of statements parsed with LibCST (inside ``if True:`` when
    they are indented), with the nodes found by their position in the file."""

    def __init__(self, file: SourceFile, module, first_line: int, wrapper: str, positions) -> None:
        self.file = file
        self.module = module
        self.first_line = first_line
        self.wrapper = wrapper  # "if True:" and a line break, before indented statements
        self.by_range: dict = {}
        self.by_start: dict = {}
        shift = first_line - (2 if wrapper else 1)  # snippet line + shift = file line
        for node, where in positions.items():
            start = (where.start.line + shift, where.start.column)
            self.by_range.setdefault((*start, where.end.line + shift, where.end.column), []).append(node)
            self.by_start.setdefault(start, []).append(node)

    @classmethod
    def of(cls, file: SourceFile, statements: list) -> Optional["CstView"]:
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST
        from libcst.metadata import MetadataWrapper, PositionProvider

        first_line = _start(statements[0])[0]
        last_line = statements[-1].end_lineno
        lines = file.text[file.line_start(first_line):file.line_end(last_line)]
        wrapper = ""
        if lines[:1] in (" ", "\t"):
            newline = _LINE_BREAK.search(lines)
            wrapper = "if True:" + (newline.group() if newline else "\n")
        try:
            module = cst.parse_module(wrapper + lines)
            positions = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
        except Exception:  # noqa: BLE001 - LibCST's grammar differs from CPython's: no fix then
            return None
        return cls(file, module, first_line, wrapper, positions)

    # ---- finding nodes ---------------------------------------------------------------
    @staticmethod
    def _pick(nodes: Optional[list], wanted: tuple):
        for node in nodes or ():
            if type(node).__name__ in wanted:
                return node
        return None

    def node(self, node: ast.AST):
        """The LibCST node standing where ``node`` stands, or None."""
        line, column, end_line, end_column = self.file.span(node)
        kind = type(node).__name__
        wanted = _CST_NAMES.get(kind, (kind,))
        found = self._pick(self.by_range.get((line, column, end_line, end_column)), wanted)
        if found is None and kind in _OWN_PARENTHESES and self.file.lines[line - 1][column:column + 1] == "(":
            found = self._pick(self.by_range.get((line, column + 1, end_line, end_column - 1)), wanted)
        if found is None and isinstance(node, ast.stmt):
            found = self._pick(self.by_start.get((line, column)), wanted)
        return found

    def line(self, node: ast.stmt):
        """The LibCST statement line (or compound statement) that ``node`` begins."""
        line, column, _, _ = self.file.span(node)
        starting = self.by_start.get((line, column))
        kind = type(node).__name__
        return self._pick(starting, ("SimpleStatementLine",)) or self._pick(starting, _CST_NAMES.get(kind, (kind,)))

    def code(self, node) -> str:
        """Source text of a LibCST node (a fix's new code), collapsed to one line."""
        return " ".join(self.module.code_for_node(node).split())

    # ---- applying edits ----------------------------------------------------------------
    def text_edit(self, edits: tuple):
        """The :class:`~flake8_jaxmuseum.fixes.TextEdit` that ``edits`` ((original LibCST
        node, replacement), ...) make to the file; None if one of them cannot apply."""
        from .cstedit import replaced
        from .fixes import TextEdit

        new_module = replaced(self.module, edits)
        if new_module is None:
            return None
        cut = len(self.wrapper)  # the edits never touch the ``if True:`` line
        old, new = self.module.code[cut:], new_module.code[cut:]
        start = self.file.line_start(self.first_line)
        # Keep the edit to what changed, so that fixes in one statement can apply together.
        prefix = 0
        limit = min(len(old), len(new))
        while prefix < limit and old[prefix] == new[prefix]:
            prefix += 1
        suffix = 0
        while suffix < limit - prefix and old[len(old) - 1 - suffix] == new[len(new) - 1 - suffix]:
            suffix += 1
        return TextEdit(start + prefix, start + len(old) - suffix, new[prefix:len(new) - suffix])
