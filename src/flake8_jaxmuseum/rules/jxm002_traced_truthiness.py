"""JXM002: Python truthiness of a traced value.

Inside a function that JAX traces (``jax.jit``, ``jax.vmap``, the bodies given to
``lax.cond``/``switch``/``scan``/``fori_loop``/``while_loop``/``map``, and helpers
they call with traced arguments), ``if``, ``elif``, ``while``, a conditional
expression, ``assert``, ``not``, ``and``/``or`` and ``bool()`` on a traced array
raise ``TracerBoolConversionError``.  Static facts (``x.shape``, ``x.ndim``,
``len(x)``, ``x is None``, static arguments) are never flagged, and neither is a
bare traced argument, which may be a pytree whose truthiness is a Python question.
A comparison with a string, ``None`` or a container literal is a Python bool (or a
TypeError), never a traced array; and a test traced only through parameters that have
a default is not flagged, since a default the caller does not pass stays Python.
"""

from __future__ import annotations

from typing import Iterator

import libcst as cst

from ..semantics import Kind, is_traced
from . import Report, RuleContext

CODE = "JXM002"
TITLE = "Python truthiness of a traced value"
# What JAX raises (exception class, stable core of the message), captured from runs
# under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
RAISES = (("TracerBoolConversionError", "Attempted boolean conversion of traced array"),)

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


def _converted_first(node: cst.BaseExpression) -> cst.BaseExpression:
    """The sub-expression Python converts to bool first when testing ``node``."""
    while True:
        if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Not):
            node = node.expression
        elif isinstance(node, cst.BooleanOperation):
            node = node.left
        else:
            return node


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for function, _params in semantics.traced_functions():
        where = f"in traced function '{function.function_name()}'"
        for test, construct in function.truth_tests:
            culprit = _converted_first(test)
            if semantics.kind(culprit, function) == Kind.TRACED_ARRAY:
                yield Report(
                    culprit,
                    f"Python {construct} on a traced value {where} raises "
                    f"TracerBoolConversionError; {CURE[construct]}",
                )
            elif isinstance(culprit, cst.Comparison) and len(culprit.comparisons) > 1:
                first = (culprit.left, culprit.comparisons[0].comparator)
                if any(is_traced(semantics.kind(side, function)) for side in first):
                    construct = "chained comparison"
                    yield Report(
                        culprit,
                        f"Python {construct} on a traced value {where} raises "
                        f"TracerBoolConversionError; {CURE[construct]}",
                    )
        for call in function.calls:
            if (
                semantics.is_builtin(call.func, function, "bool")
                and len(call.args) == 1
                and semantics.kind(call.args[0].value, function) == Kind.TRACED_ARRAY
            ):
                yield Report(
                    call,
                    f"bool() of a traced value {where} raises TracerBoolConversionError; {CURE['bool()']}",
                )
