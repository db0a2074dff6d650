"""JXM002: Python truthiness of a traced value.

Inside a function that JAX traces (``jax.jit``, ``jax.vmap``, the bodies given to
``lax.cond``/``switch``/``scan``/``fori_loop``/``while_loop``/``map``, and helpers
they call with traced arguments), ``if``, ``elif``, ``while``, a conditional
expression, ``assert``, ``not``, ``and``/``or``, ``bool()`` and ``max()``/``min()`` on a traced array
raise ``TracerBoolConversionError``.  Static facts (``x.shape``, ``x.ndim``,
``len(x)``, ``x is None``, static arguments) are never flagged, and neither is a
bare traced argument, which may be a pytree whose truthiness is a Python question.
A comparison with a string, ``None`` or a container literal is a Python bool (or a
TypeError), never a traced array; and a test traced only through parameters that have
a default is not flagged, since a default the caller does not pass stays Python.  Nor is a
test in a branch that a keyword-only flag left at its default rules out (``if not
validate:`` when no call passes ``validate``): no trace runs it.  Nor a test of names
a guard ruled tracers out of (``if isinstance(scale, jax.core.Tracer): return ...``
before ``if scale > 0:``; see :mod:`~flake8_jaxmuseum.semantics.tracer_guards`).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Iterator, Optional

from ..astutil import argument_count, argument_values, positional_args
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import ABSTRACT, ValueKind
from ..semantics.jaxapi import JNP_TWIN_OF_BUILTIN, never_compared_as_array

if TYPE_CHECKING:
    import libcst as cst

CURE = {
    "if": "use jax.lax.cond or jnp.where",
    "while": "use jax.lax.while_loop",
    "conditional expression": "use jnp.where",
    "assert": "use checkify or move the check outside the traced function",
    "not": "use jnp.logical_not",
    "and": "use jnp.logical_and (or &)",
    "or": "use jnp.logical_or (or |)",
    "comprehension if": "use jnp.where",
    "bool()": "keep it an array, or use jax.lax.cond",
    "chained comparison": "use (a < x) & (x < b)",
}


def _converted_first(node: ast.expr) -> ast.expr:
    """The sub-expression Python converts to bool first when testing ``node``.  Leading
    constants that pass control on (``True and q``, ``False or q``) are skipped: the next
    operand is always reached, and converted."""
    while True:
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            node = node.operand
        elif isinstance(node, ast.BoolOp):
            passes_on = isinstance(node.op, ast.And)
            values = node.values
            first = 0
            while first < len(values) - 1 and isinstance(values[first], ast.Constant) and (
                bool(values[first].value) == passes_on
            ):
                first += 1
            node = values[first]
        else:
            return node


def _returned(statement: Optional[cst.CSTNode]) -> Optional[cst.BaseExpression]:
    """``return v`` alone on its line (or alone in a block): v."""
    import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

    if isinstance(statement, cst.IndentedBlock) and len(statement.body) == 1:
        statement = statement.body[0]
    if isinstance(statement, cst.SimpleStatementLine) and len(statement.body) == 1:
        small = statement.body[0]
        if isinstance(small, cst.Return) and small.value is not None:
            return small.value
    return None


def where_fix(context: RuleContext, function, culprit: ast.expr, owner: ast.AST) -> Optional[Fix]:
    """Unsafe: ``a if t else b`` and ``if t: return a`` / ``return b`` as ``jnp.where(t, a, b)``.
    Both sides get evaluated, and they must have one shape and dtype."""
    if not isinstance(owner, (ast.IfExp, ast.If)) or owner.test is not culprit:
        return None
    jnp = context.semantics.jax_numpy_name(function, owner)
    if jnp is None:
        return None
    where = f"{jnp}.where"
    if isinstance(owner, ast.IfExp):
        if isinstance(owner.body, _CONTAINERS) or isinstance(owner.orelse, _CONTAINERS):
            return None

        def build_expression(view):
            from ..cstedit import make_call

            node = view.node(owner)
            return None if node is None else ((node, make_call(where, node.test, node.body, node.orelse)),)

        return context.fix(f"Use {where}", False, (owner,), build_expression)
    # ``if t:`` / ``    return a`` and then ``else:`` / ``    return b`` or a plain ``return b``.
    following = None
    if not _returns_alone(context, owner.body):
        return None
    if not owner.orelse:
        following = context.semantics.next_statement.get(id(owner))
        if following is None or not _returns_alone(context, [following]):
            return None
    elif not _returns_alone(context, owner.orelse):
        return None  # elif chains: no mechanical rewrite

    def build_statement(view):
        return _where_statement(view, where, owner, following)

    anchors = (owner,) if following is None else (owner, following)
    return context.fix(f"Use return {where}(...)", False, anchors, build_statement)


# Containers are pytrees: jnp.where cannot choose between two of them.
_CONTAINERS = (ast.Tuple, ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)


def _returns_alone(context: RuleContext, block: list) -> bool:
    """``block`` is one ``return value`` (not a container) that starts its line and has it to itself."""
    if len(block) != 1 or not isinstance(block[0], ast.Return) or block[0].value is None:
        return False
    if isinstance(block[0].value, _CONTAINERS):
        return False
    statement = block[0]
    line = context.file.lines[statement.lineno - 1]
    before = line[: context.file.column(statement.lineno, statement.col_offset)]
    return not before.strip() and context.file.alone_on_its_lines(statement)


def _where_statement(view, where: str, owner: ast.If, following: Optional[ast.stmt]) -> Optional[tuple]:
    import libcst as cst  # fixes only: a file without findings to fix never imports LibCST
    from ..cstedit import comments_in, make_call

    node = view.node(owner)
    removed = None if following is None else view.line(following)
    if not isinstance(node, cst.If) or (following is not None and removed is None):
        return None
    then = _returned(node.body)
    other = _returned(node.orelse.body) if isinstance(node.orelse, cst.Else) else _returned(removed)
    if then is None or other is None:
        return None
    header = node.body.header
    kept = [c for c in comments_in(node, *([removed] if removed else [])) if c is not header.comment]
    line = cst.SimpleStatementLine(
        body=[cst.Return(make_call(where, node.test, then, other))],
        leading_lines=[*node.leading_lines, *(cst.EmptyLine(comment=c) for c in kept if not _in_leading(node, c))],
        trailing_whitespace=header,
    )
    return ((node, line),) if removed is None else ((node, line), (removed, cst.RemoveFromParent()))


def _in_leading(owner: cst.If, comment: cst.Comment) -> bool:
    return any(line.comment is comment for line in owner.leading_lines)


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for function in context.traced_functions():
        for report in _in_function(context, function):
            if not semantics.skipped_by_flags(report.node, function):
                yield report


def _in_function(context: RuleContext, function) -> Iterator[Report]:
    """What ``function``'s own code converts to bool, before the flags rule branches out."""
    semantics = context.semantics
    where = context.where(function)
    for test, construct, owner in function.truth_tests:
        culprit = _converted_first(test)
        if semantics.value_kind(culprit, function) == ValueKind.TRACED_ARRAY:
            yield Report(
                culprit,
                f"Python {construct} on a traced value {where} raises "
                f"TracerBoolConversionError; {CURE[construct]}",
                where_fix(context, function, culprit, owner),
            )
        elif isinstance(culprit, ast.Compare) and len(culprit.ops) > 1:
            first = (culprit.left, culprit.comparators[0])
            if any(semantics.is_traced(side, function) for side in first):
                construct = "chained comparison"
                yield Report(
                    culprit,
                    f"Python {construct} on a traced value {where} raises "
                    f"TracerBoolConversionError; {CURE[construct]}",
                )
    for call in function.calls:
        if (
            semantics.is_builtin(call.func, function, "bool")
            and argument_count(call) == 1
            and semantics.value_kind(argument_values(call)[0], function) == ValueKind.TRACED_ARRAY
        ):
            yield Report(
                call,
                f"bool() of a traced value {where} raises TracerBoolConversionError; {CURE['bool()']}",
            )
        builtin = _max_or_min(semantics, call, function)
        if builtin is not None:
            yield Report(
                call,
                f"Python {builtin}() compares a traced value {where} and raises "
                f"TracerBoolConversionError; use jnp.{JNP_TWIN_OF_BUILTIN[builtin]}",
                _elementwise_fix(context, function, call, builtin),
            )


def _max_or_min(semantics, call: ast.Call, function) -> Optional[str]:
    """``max(a, b)``/``min(a, b, ...)`` comparing a traced array: Python converts the
    comparison to bool.  (One argument iterates instead; ``key=`` compares other things.)"""
    for builtin in JNP_TWIN_OF_BUILTIN:
        if semantics.is_builtin(call.func, function, builtin):
            break
    else:
        return None
    values = positional_args(call)
    if call.keywords or values is None or len(values) < 2:
        return None
    if any(never_compared_as_array(value) for value in values):
        return None
    kinds = [semantics.value_kind(value, function) for value in values]
    return builtin if ValueKind.TRACED_ARRAY in kinds else None


def _elementwise_fix(context: RuleContext, function, call: ast.Call, builtin: str) -> Optional[Fix]:
    """Safe: ``max(a, b)`` -> ``jnp.maximum(a, b)``; the original raises, so nothing that ran changes."""
    jnp = context.semantics.jax_numpy_name(function, call)
    if jnp is None or len(call.args) != 2:
        return None
    name = f"{jnp}.{JNP_TWIN_OF_BUILTIN[builtin]}"

    def build(view):
        from ..cstedit import make_call

        parts = [view.node(node) for node in (call, *call.args)]
        return None if None in parts else ((parts[0], make_call(name, *parts[1:])),)

    return context.fix(f"Use {name}", True, (call,), build)


RULE = Rule(
    code="JXM002",
    title="Python truthiness of a traced value",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(Raises("TracerBoolConversionError", "Attempted boolean conversion of traced array"),),
    check=check,
    traced_under=ABSTRACT,
    description=__doc__,
)
