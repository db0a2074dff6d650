"""JXM015: a functional update thrown away.

``x.at[i].set(v)`` (and ``add``, ``subtract``, ``multiply``/``mul``, ``divide``, ``power``,
``min``, ``max``, ``apply``) returns a new array; JAX arrays never change.  As an
expression statement its result is dropped and ``x`` keeps its old value, with no error,
in eager code and under every transform alike.  Flagged: such a statement, wherever it is.

Not flagged: the update assigned, returned, passed on or chained (``x = x.at[i].set(v)``,
``return x.at[i].add(1)``); ``.at[i].get()`` (a read); a receiver that may be a mutable
reference, whose ``.at[i].set(v)`` stores (bound to ``jax.new_ref``, a parameter of a
Pallas kernel or ``run_scoped`` body, or named like one: ``o_ref``, ``refs``); a NumPy
array or a list (no ``.at``: a different error); statements inside ``with
pytest.raises(...)``/``self.assertRaises(...)`` (meant to raise) or a warnings check
(``pytest.warns``, ``self.assertNoWarnings()``: run to be checked); the last statement of a
notebook cell (``# %%`` or ``# In[ ]:`` markers), which the notebook displays.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..fixes import Fix
from ..rule import Report, Rule, RuleContext, Symptom
from ..semantics import ScopeType, Tracing
from ..semantics.jaxapi import AT_METHODS

UPDATES = AT_METHODS - {"get"}


def _update(statement: ast.Expr) -> Optional[tuple]:
    """(receiver, method) of ``receiver.at[...].method(...)``."""
    call = statement.value
    if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Attribute) or call.func.attr not in UPDATES:
        return None
    indexed = call.func.value
    if not isinstance(indexed, ast.Subscript) or not isinstance(indexed.value, ast.Attribute):
        return None
    if indexed.value.attr != "at":
        return None
    return indexed.value.value, call.func.attr


def _displayed(context: RuleContext, statement: ast.Expr) -> bool:
    """A notebook shows the value of ``statement`` (its cell's last), unless a ``;`` silences it."""
    if not context.semantics.displayed(statement):
        return False
    rest = context.file.lines[statement.end_lineno - 1][context.file.column(statement.end_lineno, statement.end_col_offset):]
    return not rest.lstrip().startswith(";")


def assign_fix(context: RuleContext, statement: ast.Expr, receiver: ast.expr, scope) -> Optional[Fix]:
    """Unsafe: ``x.at[i].set(v)`` -> ``x = x.at[i].set(v)``.  It runs, and from then on ``x``
    holds the update, which is what the statement meant, but code that ran now computes
    something else.  Only for a name the scope binds itself (assigning a name a function
    only reads makes it local: ``UnboundLocalError``), or an attribute, or an entry of a dict or list
    the scope sees built (``grads["embed"]``), outside traced code (a tracer stored on an object
    escapes its trace: ``UnexpectedTracerError``)."""
    if isinstance(receiver, ast.Name):
        if scope.type is ScopeType.CLASS or receiver.id not in scope.bindings:
            return None
    elif isinstance(receiver, ast.Attribute):
        names = receiver
        while isinstance(names, ast.Attribute):
            names = names.value
        if not isinstance(names, ast.Name) or context.semantics.tracing_of(scope) is not Tracing.NONE:
            return None
    elif isinstance(receiver, ast.Subscript):  # ``grads["embed"]``: an entry of a dict or list the scope sees built
        container = receiver.value
        if not (isinstance(container, ast.Name) and isinstance(receiver.slice, (ast.Constant, ast.Name))
                and context.semantics.container_kind(container.id, scope) in ("dict", "list")
                and context.semantics.tracing_of(scope) is Tracing.NONE):
            return None  # (its index read twice: a plain one; a tracer stored there escapes its trace)
    else:
        return None
    target = context.source_text(receiver)

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        expression = view.node(statement.value)
        old = view.node(statement)
        if expression is None or not isinstance(old, cst.Expr):
            return None
        assigned = cst.Assign(targets=[cst.AssignTarget(cst.parse_expression(target))], value=expression)
        return ((old, assigned),)

    return context.fix(f"Assign it: {target} = {target}.at[...]", False, (statement,), build)


def _held(receiver: ast.expr) -> bool:
    """A place that holds the array and takes an assignment: ``x``, ``self.w``,
    ``grads["embed"]``, ``params[0].w``; not a call's result."""
    while isinstance(receiver, (ast.Attribute, ast.Subscript)):
        receiver = receiver.value
    return isinstance(receiver, ast.Name)


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    if not semantics.imports_jax():
        return  # ``.at[...]`` alone proves no JAX array (pandas, pytree libraries...)
    for scope in semantics.scopes:
        for statement in scope.expression_statements:
            found = _update(statement)
            if found is None:
                continue
            receiver, method = found
            if semantics.may_be_ref(receiver, scope) or semantics.refs.numpy_or_container(receiver, scope):
                continue
            if semantics.flow.checking_with(scope, statement) is not None:
                continue  # run to check what it raises or warns
            if scope.type is ScopeType.MODULE and _displayed(context, statement):
                continue
            name = context.source_text(receiver)
            if _held(receiver):
                cure = f"{name} is unchanged; assign it: {name} = {name}.at[...].{method}(...)"
            else:  # ``jnp.zeros(5).at[0].set(1)``: nothing holds the array to update
                cure = f"nothing keeps it; assign it to a name: y = {name}.at[...].{method}(...)"
            yield Report(
                statement.value,
                f"{name}.at[...].{method}() returns a new array and this statement throws it away, so {cure}",
                assign_fix(context, statement, receiver, scope),
            )


RULE = Rule(
    code="JXM015",
    title="a functional update thrown away",
    # Silent: captured runs (jax 0.4.38 and 0.10.2) print the array unchanged; the probe sees the result dropped.
    symptom=Symptom("update-discarded", "the array keeps its old value: the update is lost"),
    check=check,
    description=__doc__,
)
