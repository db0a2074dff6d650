"""JXM001: item assignment into a JAX array.

``x[0] = 1.0`` and ``x[i] += v`` raise ``TypeError: JAX arrays are immutable`` when
``x`` is a JAX array: bound only to ``jax.numpy``/``jax.random``/``jax.nn`` results,
or a traced (non-static) argument of a jitted, vmapped or lax-body function.
NumPy arrays, lists and dicts, and string-keyed stores into traced pytrees, are
never flagged.
"""

from __future__ import annotations

from typing import Iterator

import libcst as cst

from ..semantics import Kind, is_array
from . import Report, RuleContext

CODE = "JXM001"
TITLE = "item assignment into a JAX array"
# What JAX raises (exception class, stable core of the message), captured from runs
# under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
RAISES = (("TypeError", "JAX arrays are immutable and do not support in-place item assignment"),)

# ``x[i] op= v`` -> ``x = x.at[i].method(v)``; operators without a method use set().
AT_METHOD_OF = {
    cst.AddAssign: "add",
    cst.SubtractAssign: "subtract",
    cst.MultiplyAssign: "multiply",
    cst.DivideAssign: "divide",
    cst.PowerAssign: "power",
}


def _string_keyed(target: cst.Subscript) -> bool:
    return any(
        isinstance(element.slice, cst.Index)
        and isinstance(element.slice.value, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString))
        for element in target.slice
    )


def suggestion(context: RuleContext, target: cst.Subscript, stmt: cst.CSTNode) -> str:
    base = context.code(target.value)
    index = context.code(target).removeprefix(base).strip()[1:-1].strip()
    value = stmt.value if isinstance(stmt, (cst.Assign, cst.AnnAssign, cst.AugAssign)) else None
    value_code = context.code(value) if value is not None else "v"
    if isinstance(stmt, cst.AugAssign):
        method = AT_METHOD_OF.get(type(stmt.operator))
        if method is None:
            operator = context.code(stmt.operator).rstrip("=").strip()
            return f"{base} = {base}.at[{index}].set({base}[{index}] {operator} {value_code})"
        return f"{base} = {base}.at[{index}].{method}({value_code})"
    return f"{base} = {base}.at[{index}].set({value_code})"


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for scope in semantics.all_scopes():
        for target, stmt in scope.subscript_stores:
            kind = semantics.kind(target.value, scope)
            if is_array(kind) or (kind == Kind.TRACED_TREE and not _string_keyed(target)):
                yield Report(
                    target,
                    f"JAX arrays are immutable; use {suggestion(context, target, stmt)}",
                )
