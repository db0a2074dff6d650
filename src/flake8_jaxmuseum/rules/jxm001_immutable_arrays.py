"""JXM001: item assignment into a JAX array.

``x[0] = 1.0`` and ``x[i] += v`` raise ``TypeError: JAX arrays are immutable`` when
``x`` is a JAX array: bound only to ``jax.numpy``/``jax.random``/``jax.nn`` results,
or a traced (non-static) argument of a jitted, vmapped or lax-body function that is
proven to be an array, not a pytree.  A traced argument may be a list or dict of
arrays, rebuilt per trace, which takes item assignment fine; so it is flagged only
with evidence: some call site passes it an array (``f(jnp.ones(3))``, the init of
``lax.fori_loop``/``scan``/``while_loop``, the operands of ``lax.cond``...), followed
through helpers, or the function itself uses it as one (``x.shape``, ``x.at[...]``,
``x.sum()``).  NumPy arrays, lists and dicts, and string-keyed stores, are never
flagged.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Iterator, Optional

from ..semantics import (
    ARRAY_ATTRIBUTES,
    ARRAY_METHODS,
    NUMPY_ARRAYS,
    STATIC_ATTRIBUTES,
    Assigned,
    Iterated,
    Kind,
    Param,
    Scope,
    Semantics,
    Unpacked,
    argument_values,
    is_array,
    is_number,
    subscript_indices,
)
from ..fixes import Fix
from . import Report, RuleContext

if TYPE_CHECKING:
    import libcst as cst

CODE = "JXM001"
TITLE = "item assignment into a JAX array"
# What JAX raises (exception class, stable core of the message), captured from runs
# under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
RAISES = (("TypeError", "JAX arrays are immutable and do not support in-place item assignment"),)

# ``x[i] op= v`` -> ``x = x.at[i].method(v)``; operators without a method use set().
AT_METHOD_OF = {
    "AddAssign": "add",
    "SubtractAssign": "subtract",
    "MultiplyAssign": "multiply",
    "DivideAssign": "divide",
    "PowerAssign": "power",
}


def _string_keyed(target: ast.Subscript) -> bool:
    return any(
        isinstance(index, ast.JoinedStr) or (isinstance(index, ast.Constant) and isinstance(index.value, (str, bytes)))
        for index in subscript_indices(target)
    )


def rewritten(target: cst.Subscript, stmt: cst.CSTNode) -> Optional[cst.Assign]:
    """``x[i] = v`` as ``x = x.at[i].set(v)`` (``x[i] += v`` as ``.add(v)``...)."""
    import libcst as cst  # fixes only: a file without findings never imports LibCST
    from ..cstedit import as_argument, as_operand

    if isinstance(stmt, cst.AugAssign):
        method = AT_METHOD_OF.get(type(stmt.operator).__name__)
        if method is None:  # x[i] //= v  ->  x.at[i].set(x[i] // v)
            operator = getattr(cst, type(stmt.operator).__name__[: -len("Assign")])()
            value = cst.BinaryOperation(left=target, operator=operator, right=as_operand(stmt.value))
            method = "set"
        else:
            value = stmt.value
    elif isinstance(stmt, cst.Assign) and len(stmt.targets) == 1:
        value, method = stmt.value, "set"
    else:
        return None
    at = cst.Subscript(value=cst.Attribute(target.value, cst.Name("at")), slice=target.slice)
    update = cst.Call(func=cst.Attribute(at, cst.Name(method)), args=[cst.Arg(as_argument(value))])
    return cst.Assign(targets=[cst.AssignTarget(target.value)], value=update, semicolon=stmt.semicolon)


# Methods lists, dicts and tuples lack: calling one on a value proves it an array.
ARRAY_ONLY_METHODS = ARRAY_METHODS - {"copy", "sort", "index", "count"}
ARRAY_ONLY_ATTRIBUTES = STATIC_ATTRIBUTES | ARRAY_ATTRIBUTES | {"at"}

class ArrayProof:
    """Is a traced value provably an array, not a pytree of arrays?"""

    def __init__(self, semantics: Semantics) -> None:
        self.semantics = semantics
        self._params: dict = {}  # (scope, name) -> bool; False while being decided

    def expression(self, node: ast.expr, scope: Scope, traced_entry: str = "") -> bool:
        """``traced_entry``: ``node`` is handed to jit or lax ("jit"), which turn NumPy
        arrays and Python numbers into traced arrays, or is mapped by vmap ("vmap"),
        which does that to NumPy arrays (a number there is vmap's own error)."""
        semantics = self.semantics
        kind = semantics.kind(node, scope)
        if is_array(kind):
            return True
        if traced_entry:
            if traced_entry == "jit" and is_number(node):
                return True
            if isinstance(node, ast.Call) and semantics.qualified_name(node.func, scope) in NUMPY_ARRAYS:
                return True
        if kind != Kind.TRACED_TREE:
            return False
        if isinstance(node, ast.Subscript):
            # An element or slice of an array is an array (or the indexing raises first).
            return self.expression(node.value, scope)
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id) or []
            return bool(bindings) and all(self._binding(b, node.id) for b in bindings)
        return False

    def _binding(self, binding, name: str) -> bool:
        if isinstance(binding, Param):
            return self.param(binding.scope, name)
        if isinstance(binding, Assigned):
            return self.expression(binding.value, binding.scope)
        if isinstance(binding, Unpacked):
            return self.expression(binding.value, binding.scope)
        if isinstance(binding, Iterated):
            return self.expression(binding.iterable, binding.scope)
        return False

    def param(self, function: Scope, name: str) -> bool:
        key = (function, name)
        if key not in self._params:
            self._params[key] = False  # breaks recursion
            self._params[key] = self._used_as_array(function, name) or self._fed_an_array(function, name)
        return self._params[key]

    # ---- evidence inside the function -------------------------------------------------
    def _is_param(self, node: ast.expr, function: Scope, name: str) -> bool:
        return (
            isinstance(node, ast.Name)
            and node.id == name
            and function.bindings.get(name) == [Param(function, name)]
        )

    def _used_as_array(self, function: Scope, name: str) -> bool:
        for subscript in function.subscripts:
            value = subscript.value
            if isinstance(value, ast.Attribute) and value.attr in ARRAY_ONLY_ATTRIBUTES:
                if self._is_param(value.value, function, name):
                    return True
        for call in function.calls:
            func = call.func
            if isinstance(func, ast.Attribute) and func.attr in ARRAY_ONLY_METHODS:
                if self._is_param(func.value, function, name):
                    return True
            for value in argument_values(call):
                if isinstance(value, ast.Attribute) and value.attr in ARRAY_ONLY_ATTRIBUTES:
                    if self._is_param(value.value, function, name):
                        return True
        return False

    # ---- evidence at the call sites -----------------------------------------------------
    def _fed_an_array(self, function: Scope, name: str) -> bool:
        return any(
            self.expression(fed, scope, entry) for fed, scope, entry in self.semantics.fed_arguments(function, name)
        )


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    proof = ArrayProof(semantics)
    for scope in semantics.all_scopes():
        for target, stmt in scope.subscript_stores:
            kind = semantics.kind(target.value, scope)
            if is_array(kind) or (
                kind == Kind.TRACED_TREE and not _string_keyed(target) and proof.expression(target.value, scope)
            ):
                if any(semantics.is_bool_mask(index, scope) for index in subscript_indices(target)):
                    # Traced and masked: .at[mask] would raise NonConcreteBooleanIndexError.
                    yield Report(target, "JAX arrays are immutable, and a traced boolean mask cannot index; "
                                 "use x = jnp.where(mask, value, x)")
                    continue
                yield _report(context, target, stmt)


def _report(context: RuleContext, target: ast.Subscript, stmt: ast.stmt) -> Report:
    cst_target, cst_stmt = context.cst(target), context.cst(stmt)
    new = None if cst_target is None or cst_stmt is None else rewritten(cst_target, cst_stmt)
    if new is None:
        return Report(target, "JAX arrays are immutable; use x = x.at[index].set(value)")
    cure = context.cst_code(new)
    # Safe for a plain name or attribute (``x``, ``self.x``): the store raised, so nothing
    # that ran changes.  ``x[0][1] = v`` would need the outer store rewritten too.
    stored = target.value
    plain = isinstance(stored, ast.Name) or (isinstance(stored, ast.Attribute) and isinstance(stored.value, ast.Name))
    fix = Fix(f"Use {cure}", True, ((cst_stmt, new),)) if plain else None
    return Report(target, f"JAX arrays are immutable; use {cure}", fix)
