"""JXM024: a lax control-flow body whose output JAX refuses.

JAX traces the bodies of ``lax.scan``, ``lax.cond``/``switch`` and ``lax.fori_loop``/
``while_loop`` (even outside jit) and checks what they return before anything runs:

- a ``lax.scan`` body must return a ``(carry, y)`` pair (``TypeError: scan body output must
  be a pair``), whose carry keeps the structure and shapes of ``init``;
- the branches of ``lax.cond``/``switch`` (flax's ``nnx.cond``/``switch``, haiku's
  ``hk.cond``/``switch``) must return equal types: the same pytree structure, shapes and
  dtypes (``TypeError: cond branch outputs must have the same pytree structure``, ``cond
  branches must have equal output types``: the message says which JAX requires);
- a ``fori_loop``/``while_loop`` body must return its carry's structure and shapes, and (as
  scan's) its dtypes: a carry started strongly typed int (``jnp.arange(3)``, ``dtype=``) and
  returned float, or bool returned int or float (``carry input and carry output must have
  equal types``); a weak-typed init (``0``, ``jnp.array(0)``) takes the body's dtype, but
  only upward: any float carry (``0.`` too) returned as an int or a bool, or int carry
  returned as a bool, raises (jax-ml/jax's testWhileTypeErrors).

Flagged only where the value model proves it for every value the body may return (a def's
every ``return``, and None where it may end without one; a lambda's body): a tuple or list
literal of another length, None, or a leaf (a number, or an array the shape, rank, dtype or
array proofs show) against a pair or a tuple; two leaves of proven different shapes or
ranks, or of proven different dtype kinds (bool, int, float) in cond branches, which JAX
never promotes (``lambda: 0`` against ``lambda: 1.0`` raises).  Left alone: a body or
branch the file does not define, any value not proven (a call of another function, a
NamedTuple, a parameter whose callers disagree), dtypes of a loop's carry not proven
strongly typed at init (a weak-typed literal ``0`` carry takes the body's float dtype and
runs), and modules that run
``jax_disable_jit`` (the bodies then run as Python, unchecked).
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import argument, has_star_args, spelled_name
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Scope
from ..semantics.jaxapi import LAX_PRIMITIVES, OUTPUT_CONTRACT_ERRORS, OUTPUT_CONTRACTS
from ..semantics.structures import NARROWER, differs, is_pair, retyped, where_differs
from ..semantics.tracing import lax_bodies

_LEAF_NAMES = frozenset(name.rpartition(".")[2] for name in OUTPUT_CONTRACTS)
_WHAT = {"structure": "pytree structure", "shape": "shape", "dtype": "dtype"}
# What JAX requires of branches that differ so (its words on 0.10.2: "cond branch outputs must
# have the same pytree structure", "cond branches must have equal output types").
_REQUIRED = {"structure": "the same pytree structure", "shape": "equal output types", "dtype": "equal output types"}


def _returned(context: RuleContext, body: ast.expr, scope: Scope) -> Optional[tuple]:
    """(the function a body argument runs, the structures of all it may return), or None."""
    semantics = context.semantics
    function = semantics.transforms.function_of(body, scope)
    if function is None:
        return None
    returned = semantics.structures.returned(function)
    return None if returned is None else (function, returned)


def _name(context: RuleContext, body: ast.expr) -> str:
    said = context.source_text(body)
    return said if len(said) <= 30 else said[:27] + "..."


def _said(structures: list) -> str:
    described = sorted({structure.describe() for structure in structures})
    return " or ".join(described)


def _branches(context: RuleContext, call: ast.Call, scope: Scope, qualname: str) -> Iterator[Report]:
    bodies = lax_bodies(call, qualname, context.semantics.names, scope)
    if len(bodies) < 2:
        return
    found = [_returned(context, body, scope) for body in bodies]
    if any(item is None for item in found):
        return
    first, first_returns = bodies[0], found[0][1]
    for body, (_, returns) in zip(bodies[1:], found[1:]):
        reasons = {differs(a, b) for a in first_returns for b in returns}
        if None in reasons:
            continue  # some pair of returns may agree
        reason = sorted(reasons)[0]
        primitive = context.source_text(call.func)
        left, right = _said(first_returns), _said(returns)
        if left == right and len(first_returns) == len(returns) == 1:  # alike on top: say where they part
            path, inner_left, inner_right = where_differs(first_returns[0], returns[0])
            left, right = f"{left} with {path} {inner_left.describe()}", f"{right} with {path} {inner_right.describe()}"
        yield Report(
            body if _within(body, call) else argument(call, *LAX_PRIMITIVES[qualname].branch_list),
            f"the branches of {primitive} return different {_WHAT[reason]}s: '{_name(context, first)}' returns "
            f"{left}, '{_name(context, body)}' {right}; JAX requires {_REQUIRED[reason]}",
        )
        return


def _within(node: ast.AST, call: ast.Call) -> bool:
    """``node`` is written in ``call`` (a branch of a list literal there, not of a named list:
    the finding goes where JAX raises, on the call)."""
    return (call.lineno, call.col_offset) <= (node.lineno, node.col_offset) <= (call.end_lineno, call.end_col_offset)


def _scan(context: RuleContext, call: ast.Call, scope: Scope, contract) -> Iterator[Report]:
    body = argument(call, *contract.body)
    found = None if body is None else _returned(context, body, scope)
    if found is None:
        return
    _, returns = found
    primitive = context.source_text(call.func)
    if not any(is_pair(structure) for structure in returns):
        yield Report(
            body,
            f"the body of {primitive} returns {_said(returns)}, not a (carry, y) pair; return (carry, y) "
            "(y may be None)",
        )
        return
    if not all(is_pair(structure) for structure in returns):
        return
    yield from _carry_mismatch(context, call, scope, body, [s.children[0] for s in returns], contract, primitive)


def _carry_mismatch(
    context: RuleContext, call: ast.Call, scope: Scope, body: ast.expr, carries: list, contract, primitive: str
) -> Iterator[Report]:
    init = argument(call, *contract.init)
    if init is None or None in carries:
        return
    started = context.semantics.structures.of(init, scope)
    reasons = {differs(started, carry, dtypes=False) for carry in carries}
    if started is None:
        return
    if None in reasons:
        yield from _carry_retyped(context, body, started, carries, init, primitive)
        return
    reason = sorted(reasons)[0]
    said, path, was = _said(carries), "", started
    if len(carries) == 1:  # where they differ: ``[0]``, a dict with keys 'a', 'b' against 'a'
        path, was, became = where_differs(started, carries[0])
        said = became.describe() + (f" at {path}" if path else "")
    yield Report(
        body,
        f"the body of {primitive} returns a carry of another {_WHAT[reason]} than its initial value: "
        f"{said}, where '{_name(context, init)}'{path} is {was.describe()}; return the carry as it came in",
    )


def _carry_retyped(
    context: RuleContext, body: ast.expr, started, carries: list, init: ast.expr, primitive: str
) -> Iterator[Report]:
    """A strongly typed int (or bool) carry the body returns as a float (or int): every value
    it may return so (JAX promotes only a weak-typed init to the body's dtype)."""
    found = [retyped(started, carry) for carry in carries]
    if not found or None in found:
        return
    path, was, became = found[0]
    if became.dtype in NARROWER.get(was.dtype or "", ()):
        why = "and JAX never narrows a carry's dtype kind (not even a weak-typed init's)"
    else:
        why = "strongly typed (only a weak-typed init takes the body's dtype)"
    yield Report(
        body,
        f"the body of {primitive} returns a carry of another dtype than its initial value: {became.describe()}"
        f"{f' at {path}' if path else ''}, where '{_name(context, init)}'{path} is {was.describe()}, {why}; build the "
        "initial value with the dtype the body returns, or cast the carry back with .astype",
    )


def _loop(context: RuleContext, call: ast.Call, scope: Scope, contract) -> Iterator[Report]:
    body = argument(call, *contract.body)
    found = None if body is None else _returned(context, body, scope)
    if found is None:
        return
    yield from _carry_mismatch(context, call, scope, body, found[1], contract, context.source_text(call.func))


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    if semantics.jit_disabled:
        return  # the bodies run as Python: nothing is checked
    # ``from jax.lax import fori_loop as fori_loop_jax`` (jax-ml/jax#1686): the names the
    # module's imports give the primitives, read once.
    leaves = _LEAF_NAMES | {alias.asname for statement in semantics.module_scope.imports
                            if isinstance(statement, ast.ImportFrom)
                            for alias in statement.names if alias.asname and alias.name in _LEAF_NAMES}
    for scope in semantics.scopes:
        for call in scope.calls:
            func = call.func
            leaf = spelled_name(func)
            if leaf not in leaves or has_star_args(call):
                continue
            qualname = semantics.qualified_name(func, scope)
            contract = OUTPUT_CONTRACTS.get(qualname)
            if contract is None:
                continue
            if contract.kind == "branches":
                yield from _branches(context, call, scope, qualname)
            elif contract.kind == "pair":
                yield from _scan(context, call, scope, contract)
            else:
                yield from _loop(context, call, scope, contract)


RULE = Rule(
    code="JXM024",
    title="lax body output JAX refuses",
    # Captured from runs under jax 0.4.38 and 0.10.2 (tests/probes/output_structures.py); the
    # tests hold every flagged case to one of them.
    raises=tuple(Raises("TypeError", message) for message in OUTPUT_CONTRACT_ERRORS),
    check=check,
    description=__doc__,
)
