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

from ..astutil import subscript_indices
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import ValueKind, is_array
from ..semantics.jaxapi import AT_METHOD_OF_AUGMENTED

if TYPE_CHECKING:
    import libcst as cst


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
        method = AT_METHOD_OF_AUGMENTED.get(type(stmt.operator).__name__)
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


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for scope in semantics.scopes:
        for target, stmt in scope.subscript_stores:
            kind = semantics.value_kind(target.value, scope)
            if is_array(kind) or (
                kind == ValueKind.TRACED_TREE
                and not _string_keyed(target)
                and semantics.proves_array(target.value, scope)
            ):
                if any(semantics.is_traced_mask(index, scope) for index in subscript_indices(target)):
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


RULE = Rule(
    code="JXM001",
    title="item assignment into a JAX array",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(Raises("TypeError", "JAX arrays are immutable and do not support in-place item assignment"),),
    check=check,
    description=__doc__,
)
