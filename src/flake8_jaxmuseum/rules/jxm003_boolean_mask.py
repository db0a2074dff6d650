"""JXM003: boolean-mask indexing under a traced function.

``x[x > 0]`` (or ``x[mask]``, ``x.at[mask].set(v)``) inside jit has a result shape
only the data knows, so JAX raises ``NonConcreteBooleanIndexError``.  The mask must
be provably a traced boolean array: a comparison, ``~``/``&``/``|`` of masks, a
``jnp.isnan``-like function, a name bound only to one, or a traced parameter some jit
call hands a boolean array (``f(data, data > 2)``).  A mask traced only through
parameters with defaults is left alone (a default the caller omits stays Python).
Eager code (where the mask is concrete) and ``jnp.where`` are never flagged.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import subscript_indices
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import ABSTRACT, ValueKind

INDEXABLE = (ValueKind.ARRAY, ValueKind.TRACED_TREE, ValueKind.TRACED_ARRAY)


def _where_fix(context: RuleContext, function, subscript, base, mask, updating) -> Optional[Fix]:
    """Unsafe (the result keeps the full shape): ``x[m]`` -> ``jnp.where(m, x, 0)``,
    ``x.at[m].set(v)`` -> ``jnp.where(m, v, x)``."""
    jnp = context.semantics.jax_numpy_name(function, subscript)
    if jnp is None or len(subscript_indices(subscript)) != 1:
        return None
    where = f"{jnp}.where"
    if not updating:
        def build_read(view):
            import libcst as cst  # fixes only: a file without findings to fix never imports LibCST
            from ..cstedit import make_call

            parts = [view.node(node) for node in (subscript, mask, base)]
            return None if None in parts else ((parts[0], make_call(where, parts[1], parts[2], cst.Integer("0"))),)

        return context.fix(f"Use {where}(mask, x, 0)", False, (subscript,), build_read)
    for call in function.calls:
        func = call.func
        if (
            isinstance(func, ast.Attribute)
            and func.value is subscript
            and func.attr == "set"
            and len(call.args) == 1
            and not call.keywords
            and not isinstance(call.args[0], ast.Starred)
        ):
            def build_update(view, call=call):
                from ..cstedit import make_call

                parts = [view.node(node) for node in (call, mask, call.args[0], base)]
                return None if None in parts else ((parts[0], make_call(where, *parts[1:])),)

            return context.fix(f"Use {where}(mask, value, x)", False, (call,), build_update)
    return None


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for function in context.traced_functions():
        # ``x[m] = v`` and ``del x[m]`` never read x[m]: an array refuses the store first
        # (JXM001).  ``x[m] += v`` reads it first, so it stays.
        written = {id(target) for target, stmt in function.subscript_stores if not isinstance(stmt, ast.AugAssign)}
        for subscript in function.subscripts:
            if id(subscript) in written or isinstance(subscript.ctx, ast.Del):
                continue
            base = subscript.value
            updating = isinstance(base, ast.Attribute) and base.attr == "at"
            if updating:
                base = base.value
            if semantics.value_kind(base, function) not in INDEXABLE:
                continue
            indices = subscript_indices(subscript)
            for index in indices:
                if not isinstance(index, (ast.Slice, ast.Starred)) and semantics.is_traced_mask(index, function):
                    mask = context.source_text(index)
                    array = context.source_text(base)
                    if updating:
                        cure = f"use jnp.where({mask}, new_value, {array})"
                    elif len(indices) > 1:
                        cure = f"mask with jnp.where, or use jnp.nonzero({mask}, size=...) for a fixed-size result"
                    else:
                        cure = f"use jnp.where({mask}, {array}, 0)"
                    yield Report(
                        index,
                        f"boolean mask index under a traced function raises "
                        f"NonConcreteBooleanIndexError (the result shape depends on data); {cure}",
                        _where_fix(context, function, subscript, base, index, updating),
                    )
                    break


RULE = Rule(
    code="JXM003",
    title="boolean-mask indexing under jit",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(Raises("NonConcreteBooleanIndexError", "Array boolean indices must be concrete"),),
    check=check,
    traced_under=ABSTRACT,
    description=__doc__,
)
