"""JXM001: item assignment into a JAX array.

``x[0] = 1.0`` and ``x[i] += v`` raise ``TypeError: JAX arrays are immutable`` when
``x`` is a JAX array: bound only to ``jax.numpy``/``jax.random``/``jax.nn`` results,
or a traced (non-static) argument of a jitted, vmapped or lax-body function that is
proven to be an array, not a pytree.  A traced argument may be a list or dict of
arrays, rebuilt per trace, which takes item assignment fine; so it is flagged only
with evidence: some call site passes it an array (``f(jnp.ones(3))``, the init of
``lax.fori_loop``/``scan``/``while_loop``, the operands of ``lax.cond``...), followed
through helpers, or the function itself uses it as one (``x.shape``, ``x.at[...]``,
``x.sum()``).  A pytree's leaf proven to hold a JAX array counts too (a dict literal's
entry, jax.grad's entry for it, a dataclass field, a framework parameter read with a JAX
initializer, an nnx Variable's ``.value``, a parameter a linen ``model.init`` makes, an array
of a framework layer held in a list or field), and so does a leaf ``jax.tree.map`` hands a
helper of the module from such a tree.  NumPy arrays, lists and dicts, and
string-keyed stores, are never flagged.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Iterator, Optional

from ..astutil import subscript_indices
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Assigned, Iterated, Param, ValueKind, is_array
from ..semantics.values.leaf_values import string_keyed
from ..semantics.jaxapi import AT_METHOD_OF_AUGMENTED

if TYPE_CHECKING:
    import libcst as cst


def _string_keyed(target: ast.Subscript) -> bool:
    return any(
        isinstance(index, ast.JoinedStr) or (isinstance(index, ast.Constant) and isinstance(index.value, (str, bytes)))
        for index in subscript_indices(target)
    )


def rewritten(target: cst.Subscript, stmt: cst.CSTNode, method: Optional[str]) -> Optional[cst.Assign]:
    """``x[i] = v`` as ``x = x.at[i].set(v)`` (``x[i] += v`` as ``.add(v)``...; ``method``
    None: ``x[i] //= v`` as ``x.at[i].set(x[i] // v)``)."""
    import libcst as cst  # fixes only: a file without findings to fix never imports LibCST
    from ..cstedit import as_argument, as_operand

    if isinstance(stmt, cst.AugAssign) and method is None:
        operator = getattr(cst, type(stmt.operator).__name__[: -len("Assign")])()
        value = cst.BinaryOperation(left=target, operator=operator, right=as_operand(stmt.value))
        method = "set"
    elif isinstance(stmt, (cst.AugAssign, cst.Assign)):
        value = stmt.value
    else:
        return None
    at = cst.Subscript(value=cst.Attribute(target.value, cst.Name("at")), slice=target.slice)
    update = cst.Call(func=cst.Attribute(at, cst.Name(method)), args=[cst.Arg(as_argument(value))])
    return cst.Assign(targets=[cst.AssignTarget(target.value)], value=update, semicolon=stmt.semicolon)


# What LibCST leaves unparenthesised as an operand (``cstedit.ATOMIC``), as ast types.
_ATOMIC = (
    ast.Name, ast.Attribute, ast.Call, ast.Subscript, ast.JoinedStr, ast.List, ast.Dict, ast.Set,
    ast.ListComp, ast.DictComp, ast.SetComp,
)


def _method(stmt: ast.stmt) -> tuple:
    """(is rewritable, the .at method or None for ``x.at[i].set(x[i] op v)``)."""
    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
        return True, "set"
    if isinstance(stmt, ast.AugAssign):
        return True, AT_METHOD_OF_AUGMENTED.get(type(stmt.op).__name__)
    return False, None


def _cure(context: RuleContext, target: ast.Subscript, stmt: ast.stmt, method: Optional[str]) -> Optional[str]:
    """The rewrite, as text: what ``rewritten`` writes, read from the source alone."""
    file = context.file
    text = file.text
    base_start, base_end = file.offsets(target.value)
    target_end = file.offsets(target)[1]
    index = text[base_end:target_end].strip()
    if not (index.startswith("[") and index.endswith("]")):
        return None
    tail = text[target_end:file.offsets(stmt)[1]].lstrip()  # "= value" or "op= value"
    if "=" not in tail:
        return None
    operator, value = tail[: tail.index("=")], tail[tail.index("=") + 1:].strip()
    own = file.segment(stmt.value)
    enclosed = enclosed_in_parentheses(value) and (value != own or isinstance(stmt.value, (ast.Tuple, ast.GeneratorExp)))
    if isinstance(stmt, ast.AugAssign) and method is None:
        atomic = isinstance(stmt.value, _ATOMIC) or (
            isinstance(stmt.value, ast.Constant) and stmt.value.value is not Ellipsis
        )
        operand = value if atomic or enclosed else f"({value})"
        value, method = f"{file.segment(target)} {operator.strip()} {operand}", "set"
    elif isinstance(stmt.value, ast.Tuple) and not enclosed:
        value = f"({value})"
    base = text[base_start:base_end]
    return " ".join(f"{base} = {base}.at[{index[1:-1].strip()}].{method}({value})".split())


def enclosed_in_parentheses(text: str) -> bool:
    """``(a + b)`` is; ``(a) + (b)`` is not."""
    import io
    import tokenize

    try:
        tokens = [t for t in tokenize.generate_tokens(io.StringIO(text).readline) if t.type == tokenize.OP]
    except (tokenize.TokenError, SyntaxError):
        return False
    if not tokens or tokens[0].string != "(" or not text.startswith("(") or not text.rstrip().endswith(")"):
        return False
    depth = 0
    for number, token in enumerate(tokens):
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(token.string, 0)
        if depth == 0:
            return number == len(tokens) - 1
    return False


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for scope in semantics.scopes:
        for target, stmt in scope.subscript_stores:
            kind = semantics.value_kind(target.value, scope)
            if is_array(kind) or kind == ValueKind.UNKNOWN and semantics.arrays.unpacked_row(target.value, scope) or (
                kind == ValueKind.TRACED_TREE
                and not _string_keyed(target)
                and semantics.proves_array(target.value, scope)
            ):
                proven = True
            elif kind == ValueKind.UNKNOWN and _parameter_handed_a_jax_array(semantics, target.value, scope):
                proven = False  # other calls may hand it a NumPy array, which has no .at
            else:
                continue
            if any(semantics.is_traced_mask(index, scope) for index in subscript_indices(target)):
                # Traced and masked: .at[mask] would raise NonConcreteBooleanIndexError.
                yield Report(target, "JAX arrays are immutable, and a traced boolean mask cannot index; "
                             "use x = jnp.where(mask, value, x)")
                continue
            if _frozen_field(semantics, target.value, scope):
                field = context.source_text(target.value)
                yield Report(target, f"JAX arrays are immutable, and {field} is a field of a frozen pytree; "
                             f"build a new instance holding {field}.at[index].set(value)")
                continue
            if _linen_field_outside_setup(semantics, target.value, scope):
                field = context.source_text(target.value)
                local = target.value.attr
                yield Report(target, f"JAX arrays are immutable, and a linen module's fields are frozen outside setup; "
                             f"use a local: {local} = {field}.at[index].set(value)")
                continue
            yield _report(context, target, stmt, fixable=proven and not _names_a_leaf(target.value, scope))


def _names_a_leaf(stored: ast.expr, scope) -> bool:
    """``p`` bound by ``for name, p in params.items()`` or to ``grads["w"]``: the user meant
    to change the container's leaf, which ``p = p.at[...].set(...)`` would not."""
    bindings = scope.lookup(stored.id) if isinstance(stored, ast.Name) else None
    return any(
        isinstance(b, Iterated) or (isinstance(b, Assigned) and string_keyed(b.value))
        for b in bindings or ()
    )


def _frozen_field(semantics, stored: ast.expr, scope) -> bool:
    """``state.w`` of a frozen pytree's instance (a flax struct, an equinox module or layer):
    ``state.w = ...`` would raise too (``state.replace(w=...)``, ``eqx.tree_at`` instead)."""
    if not isinstance(stored, ast.Attribute):
        return False
    if semantics.values.leaf_values.layer_array(stored, scope):
        return True  # an equinox layer's array: ``eqx.tree_at`` builds the new layer
    owner = semantics.instances.instance_of(stored.value, scope)
    return owner is not None and semantics.classes.is_frozen_pytree(owner)


def _linen_field_outside_setup(semantics, stored: ast.expr, scope) -> bool:
    """``self.w`` of a linen module in a method other than ``setup``: flax freezes the
    instance there, so ``self.w = self.w.at[...].set(...)`` would raise too."""
    if not (isinstance(stored, ast.Attribute) and isinstance(stored.value, ast.Name) and scope.is_self(stored.value)):
        return False
    owner = semantics.classes.of(scope.parent)
    framework = None if owner is None else semantics.classes.framework(owner)
    return framework is not None and framework.framework == "flax.linen" and scope.node.name != "setup"


def _parameter_handed_a_jax_array(semantics, node: ast.expr, scope) -> bool:
    """``x`` is a parameter of this function, never rebound in it, and some call of the
    module hands it a JAX array: that call raises (a plain helper storing into its input)."""
    if not (isinstance(node, ast.Name) and scope.bindings.get(node.id) == [Param(scope, node.id)]):
        return False
    return semantics.arrays.handed_a_jax_array(scope, node.id)


def _report(context: RuleContext, target: ast.Subscript, stmt: ast.stmt, fixable: bool = True) -> Report:
    rewritable, method = _method(stmt)
    cure = _cure(context, target, stmt, method) if rewritable else None
    if cure is None:
        return Report(target, "JAX arrays are immutable; use x = x.at[index].set(value)")
    # Safe for a plain name or attribute (``x``, ``self.x``): the store raised, so nothing
    # that ran changes.  ``x[0][1] = v`` would need the outer store rewritten too.
    stored = target.value
    plain = isinstance(stored, ast.Name) or (isinstance(stored, ast.Attribute) and isinstance(stored.value, ast.Name))
    fix = None
    if plain and fixable:
        def build(view):
            cst_target, cst_stmt = view.node(target), view.node(stmt)
            new = None if cst_target is None or cst_stmt is None else rewritten(cst_target, cst_stmt, method)
            return None if new is None else ((cst_stmt, new),)

        fix = context.fix(f"Use {cure}", True, (stmt,), build)
    return Report(target, f"JAX arrays are immutable; use {cure}", fix)


RULE = Rule(
    code="JXM001",
    title="item assignment into a JAX array",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(Raises("TypeError", "JAX arrays are immutable and do not support in-place item assignment"),),
    check=check,
    description=__doc__,
)
