"""Plain ``ast`` helpers: literals, call arguments, assignment targets.

Nothing here knows about JAX or scopes; it only reads the syntax in front of it.
"""

from __future__ import annotations

import ast
import warnings
from typing import Callable, Iterator, Optional

FUNCTION_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)


def parses(text: str) -> bool:
    """``text`` is Python that ``ast.parse`` reads."""
    return _accepted(ast.parse, text)


def compiles(text: str) -> bool:
    """``text`` compiles: stricter than :func:`parses` (``f(a=1, a=1)``, ``return`` outside
    a function parse, and do not compile)."""
    return _accepted(lambda source: compile(source, "<text>", "exec", dont_inherit=True), text)


def _accepted(read: Callable, text: str) -> bool:
    try:
        with warnings.catch_warnings():  # SyntaxWarnings are the compiler's to give, not ours
            warnings.simplefilter("ignore")
            read(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


def end_of(node: ast.AST) -> tuple:
    """(end line, end byte column) of a node."""
    return (node.end_lineno, node.end_col_offset)


def statements_around(body: list, where: tuple) -> Iterator[ast.AST]:
    """The statements of ``body``, and of the blocks inside them (not inside a nested def or
    class), that hold position ``where`` (line, column): the chain around it, outermost first."""
    statements = list(body)
    while statements:
        statement = statements.pop()
        if not (statement.lineno, statement.col_offset) <= where < end_of(statement):
            continue
        yield statement
        if isinstance(statement, (*FUNCTION_DEFS, ast.ClassDef)):
            continue
        for field in ("body", "orelse", "finalbody", "handlers"):
            statements.extend(getattr(statement, field, ()))
        for case in getattr(statement, "cases", ()):
            statements.extend(case.body)


def target_names(target: ast.expr) -> Iterator[tuple]:
    """Yield (name, is_whole) for the names a target binds; subscripts/attributes bind none."""
    if isinstance(target, ast.Name):
        yield target.id, True
    elif isinstance(target, (ast.Tuple, ast.List)):
        for element in target.elts:
            for name, _ in target_names(element):
                yield name, False
    elif isinstance(target, ast.Starred):
        for name, _ in target_names(target.value):
            yield name, False


# --------------------------------------------------------------------------- literals


def is_constant(node: Optional[ast.AST], value: object) -> bool:
    """``node`` is the literal ``None``, ``True`` or ``False`` (``value``)."""
    return isinstance(node, ast.Constant) and node.value is value


def is_bool_literal(node: ast.AST) -> bool:
    return is_constant(node, True) or is_constant(node, False)


def is_number(node: ast.AST) -> bool:
    """An int or float literal (``True`` is not one)."""
    return isinstance(node, ast.Constant) and type(node.value) in (int, float)


def const_int(node: ast.expr) -> Optional[int]:
    if isinstance(node, ast.Constant):
        return node.value if type(node.value) is int else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
        value = const_int(node.operand)
        return None if value is None else -value
    return None


def const_str(node: ast.expr) -> Optional[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def literal_sequence(node: Optional[ast.expr]) -> Optional[list]:
    """The element expressions of a tuple or list literal without starred parts."""
    if isinstance(node, (ast.Tuple, ast.List)) and not any(isinstance(e, ast.Starred) for e in node.elts):
        return list(node.elts)
    return None


def fewest_iterations(iterable: ast.expr, integer: Callable = const_int) -> int:
    """How many items ``iterable`` yields at least, from its text: ``range(3)``, ``range(1, 4)``,
    ``[a, b]``, ``"ab"``, ``enumerate`` of one; ``integer`` reads a bound (a literal by default).
    0 when unknown."""
    if isinstance(iterable, (ast.List, ast.Tuple, ast.Set)):
        if any(isinstance(e, ast.Starred) for e in iterable.elts):
            return 0
        return min(len(iterable.elts), 1) if isinstance(iterable, ast.Set) else len(iterable.elts)  # a set dedupes
    if isinstance(iterable, ast.Constant):
        return len(iterable.value) if isinstance(iterable.value, (str, bytes)) else 0
    if not isinstance(iterable, ast.Call) or not isinstance(iterable.func, ast.Name) or iterable.keywords:
        return 0
    if iterable.func.id == "enumerate" and len(iterable.args) == 1:
        return fewest_iterations(iterable.args[0], integer)
    if iterable.func.id == "range" and 1 <= len(iterable.args) <= 2:
        bounds = [integer(a) for a in iterable.args]
        if None in bounds:
            return 0
        start, stop = (0, bounds[0]) if len(bounds) == 1 else bounds
        return max(stop - start, 0)
    return 0


def const_int_set(node: ast.expr) -> Optional[set]:
    """``1`` or ``(0, 2)`` or ``[0]`` as a set of ints; None if not literal."""
    return _const_set(node, const_int)


def const_str_set(node: ast.expr) -> Optional[set]:
    """``"a"`` or ``("a", "b")`` as a set of strings; None if not literal."""
    return _const_set(node, const_str)


def _const_set(node: ast.expr, read) -> Optional[set]:
    single = read(node)
    if single is not None:
        return {single}
    items = literal_sequence(node)
    if items is None:
        return None
    values = [read(item) for item in items]
    return None if any(v is None for v in values) else set(values)


def subscript_indices(node: ast.Subscript) -> list:
    """``x[i, j]`` -> [i, j]; ``x[i]`` -> [i] (slices stay ``ast.Slice``)."""
    index = node.slice
    return list(index.elts) if isinstance(index, ast.Tuple) else [index]


# --------------------------------------------------------------------------- calls


def keyword(call: ast.Call, name: str) -> Optional[ast.expr]:
    for item in call.keywords:
        if item.arg == name:
            return item.value
    return None


def positional_args(call: ast.Call) -> Optional[list]:
    """The positional argument expressions, or None when a ``*args`` hides them."""
    if any(isinstance(arg, ast.Starred) for arg in call.args):
        return None
    return list(call.args)


def first_positional(call: ast.Call) -> Optional[ast.expr]:
    """The first argument when it is a plain positional one (not ``*args``)."""
    if call.args and not isinstance(call.args[0], ast.Starred):
        return call.args[0]
    return None


def spelled_name(func: ast.expr) -> Optional[str]:
    """The name a callable expression ends in as written (``jnp.sum`` and ``sum``: "sum")."""
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None


def argument_count(call: ast.Call) -> int:
    return len(call.args) + len(call.keywords)


def argument_values(call: ast.Call) -> list:
    """Every argument expression, positional, starred and keyword."""
    return [arg.value if isinstance(arg, ast.Starred) else arg for arg in call.args] + [
        item.value for item in call.keywords
    ]


def argument(call: ast.Call, position: Optional[int], name: Optional[str]) -> Optional[ast.expr]:
    """The argument at ``position`` (None: a keyword-only parameter), or given as keyword
    ``name``; None if absent or hidden."""
    positional = positional_args(call)
    if positional is None:
        return None
    if position is not None and 0 <= position < len(positional):
        return positional[position]
    return keyword(call, name) if name else None


def has_star_args(call: ast.Call) -> bool:
    """``*args`` or ``**kwargs`` among the arguments."""
    return any(isinstance(arg, ast.Starred) for arg in call.args) or any(k.arg is None for k in call.keywords)


# Statements after which (or inside which) the rest of a body may not run; match is Python 3.10+.
MAY_NOT_RUN_ON = tuple(
    kind for kind in (ast.If, ast.For, ast.While, ast.Try, ast.With, ast.Raise, getattr(ast, "Match", None)) if kind
)
# Expressions whose parts may not run: a call inside them proves nothing.
_CONDITIONAL = (ast.IfExp, ast.BoolOp, ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def always_run_calls(function: ast.AST) -> Iterator[ast.Call]:
    """The calls a def makes on every run: in its top-level statements, up to a return."""
    for statement in getattr(function, "body", []):
        if not isinstance(statement, (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.Expr, ast.Return)):
            if isinstance(statement, MAY_NOT_RUN_ON):
                return  # what follows may not run; what runs inside may not either
            continue
        pending = [statement]
        while pending:
            node = pending.pop()
            if isinstance(node, _CONDITIONAL):
                continue
            if isinstance(node, ast.Call):
                yield node
            pending.extend(ast.iter_child_nodes(node))
        if isinstance(statement, ast.Return):
            return
