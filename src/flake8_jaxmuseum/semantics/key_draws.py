"""Where a PRNG key is drawn from beyond a plain ``jax.random`` call (:mod:`.keys` asks):
a sampler under a transform (``jax.jit(jax.random.bits)(key)``), the branches of a
``lax.cond`` that all draw from their operand, a key a lax loop's body carries unsplit from
one iteration to the next, and a view of a key (``key.reshape((1,))``, ``key[None]``) that
holds the same bits.  Each question is asked only of a call or key a rule already holds,
behind a set membership on the name it spells.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import argument, has_star_args
from .jaxapi import BRANCHING_CALLS, KEY_CONSUMERS, KEY_VIEW_FUNCTIONS, KEY_VIEW_METHODS, LOOP_CARRIES
from .loop_carries import carried_names
from .loop_purpose import plain_names
from .scopes import AMBIGUOUS, Assigned, Scope, the_one

BRANCHING_LEAVES = frozenset(name.rpartition(".")[2] for name in BRANCHING_CALLS)
_VIEW_FUNCTION_LEAVES = frozenset(name.rpartition(".")[2] for name in KEY_VIEW_FUNCTIONS)


def _leaf(node: Optional[ast.expr]) -> Optional[str]:
    return node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", None)


def _is_consumer(keys, node: ast.expr, scope: Scope) -> bool:
    """``node`` names a jax.random function that consumes its argument 0."""
    leaf = _leaf(node)
    if leaf is None or leaf not in KEY_CONSUMERS and not (isinstance(node, ast.Name) and leaf in keys._consumer_names()):
        return False
    qualname = keys.names.qualified_name(node, scope)
    return qualname is not None and qualname.rpartition(".")[0] == "jax.random" and qualname[11:] in KEY_CONSUMERS


def transformed_draw(keys, call: ast.Call, scope: Scope) -> Optional[ast.expr]:
    """The key ``jax.jit(jax.random.bits)(key)`` (``jax.vmap(jax.random.normal)(keys)``...)
    hands a jax.random consumer through known transforms, which keep its arguments in place."""
    func = call.func
    inner = func.args[0] if isinstance(func, ast.Call) and func.args else None
    if inner is None or not _is_consumer(keys, inner, scope) or has_star_args(call):
        return None
    wrapped = keys.traces.transforms.resolve(func, scope)
    if wrapped is None or wrapped.function is not None or wrapped.bound or not wrapped.fully_known:
        return None
    return argument(call, 0, "key")


def branch_keys(keys, call: ast.Call, scope: Scope) -> list:
    """The operands of ``lax.cond(p, f, g, key)`` (``lax.switch(i, [f, g], key)``) that every
    branch consumes: a jax.random consumer (its argument 0), or a def or lambda of the file that
    always consumes that parameter."""
    if _leaf(call.func) not in BRANCHING_LEAVES or has_star_args(call):
        return []
    slots, first = BRANCHING_CALLS.get(keys.names.qualified_name(call.func, scope), ((), None))
    branches = [argument(call, *slot) for slot in slots]
    if len(branches) == 1 and isinstance(branches[0], (ast.List, ast.Tuple)):
        branches = list(branches[0].elts)
    if first is None or len(branches) < 2 or None in branches or call.keywords:
        return []
    found = []
    for position, operand in enumerate(call.args[first:]):
        if all(_branch_consumes(keys, branch, position, scope) for branch in branches):
            found.append(operand)
    return found


def _branch_consumes(keys, branch: ast.expr, position: int, scope: Scope) -> bool:
    if isinstance(branch, (ast.Attribute, ast.Name)) and _is_consumer(keys, branch, scope):
        return position == 0
    if not isinstance(branch, (ast.Name, ast.Lambda)):
        return False
    wrapped = keys.traces.transforms.resolve(branch, scope)
    function = None if wrapped is None or not wrapped.fully_known or wrapped.bound else wrapped.function
    if function is None or function.is_method or len(function.positional) <= position:
        return False
    return function.positional[position] in keys.consumed_params(function)


def loop_carries(keys, call: ast.Call, scope: Scope, qualname: str, bodies: dict) -> None:
    """Records, for the body (and predicate) of a lax loop that carries a value, the call
    that runs it, for :func:`carried`."""
    spec = LOOP_CARRIES.get(qualname)
    if spec is None:
        return
    body = argument(call, *spec.body)
    for slot in (spec.body, spec.predicate):
        node = None if slot is None else argument(call, *slot)
        if isinstance(node, (ast.Name, ast.Lambda)) and isinstance(body, (ast.Name, ast.Lambda)):
            function = keys.traces.transforms.runs(node, scope)
            if function is not None:
                bodies.setdefault(function, (body, scope, spec, slot is spec.body))


def carried(keys, function: Scope, entry: Optional[tuple]) -> frozenset:
    """The names of ``function``, a lax loop's body or predicate (``entry``: what
    :func:`loop_carries` recorded), that hold a key its body hands back unsplit in its place:
    the same key on every iteration."""
    if entry is None:
        return frozenset()
    body_node, scope, spec, is_body = entry
    body = function if is_body else keys.traces.transforms.runs(body_node, scope)
    parameter = spec.parameter if is_body else 0
    wanted = (spec.parameter + 1) if is_body else 1
    if body is None or body.is_method or function.is_method or len(body.positional) != spec.parameter + 1 + spec.pair:
        return frozenset()
    if len(function.positional) != wanted + (spec.pair if is_body else 0):
        return frozenset()
    return carried_names(
        function, function.positional[parameter], body, body.positional[spec.parameter], spec.pair)


def viewed(keys, key: ast.expr, scope: Scope) -> ast.expr:
    """The key ``key`` is a view of (``k.reshape((1,))``, ``k.squeeze()``, ``k[None]``,
    ``lax.squeeze(k, (0,))``), or a name bound once to such a view of a name itself bound once
    or not in ``scope`` (``key2 = key[None]``): the same bits.  ``key`` itself otherwise."""
    for _ in range(4):
        source = _view_of(keys, key, scope)
        if source is None and isinstance(key, ast.Name):
            binding = the_one(scope.bindings.get(key.id))
            if isinstance(binding, Assigned):
                source = _view_of(keys, binding.value, scope)
                if not isinstance(source, ast.Name) or the_one(scope.bindings.get(source.id)) is AMBIGUOUS:
                    source = None
        if source is None:
            return key
        key = source
    return key


def _view_of(keys, node: ast.expr, scope: Scope) -> Optional[ast.expr]:
    if isinstance(node, ast.Subscript):
        parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if all(isinstance(part, ast.Constant) and part.value in (None, Ellipsis) for part in parts) and any(
                isinstance(part, ast.Constant) and part.value is None for part in parts):
            return node.value  # ``key[None]``: a new axis
        return None
    if not isinstance(node, ast.Call) or has_star_args(node):
        return None
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr in KEY_VIEW_METHODS and not (
            func.attr in _VIEW_FUNCTION_LEAVES and keys.names.qualified_name(func, scope) in KEY_VIEW_FUNCTIONS):
        return func.value  # ``key.reshape((1,))``
    if _leaf(func) in _VIEW_FUNCTION_LEAVES and node.args and keys.names.qualified_name(func, scope) in KEY_VIEW_FUNCTIONS:
        return node.args[0]  # ``jax.lax.squeeze(key, (0,))``
    return None


def thrown_away(model, call: ast.Call, scope: Scope) -> bool:
    """The draw's numbers reach nothing: a bare statement (``jax.random.split(key, 3)``;
    not a notebook cell's last line, which shows them), or an assignment whose names the
    very next statement rebinds without reading them (the same split line written twice
    in a row)."""
    shown = model.displayed
    if any(statement.value is call and not shown(statement) for statement in scope.expression_statements):
        return True
    statement = next((stmt for _, stmt in scope.stores if isinstance(stmt, ast.Assign) and stmt.value is call), None)
    if statement is None:
        return False
    names = {name for target in statement.targets for name in plain_names(target)}
    following = _next_in_block(scope, statement)
    if not names or None in names or not isinstance(following, ast.Assign):
        return False  # an attribute or subscript keeps the result somewhere
    rebound = {name for target in following.targets for name in plain_names(target)}
    read = {node.id for node in ast.walk(following.value) if isinstance(node, ast.Name)}
    return names <= rebound and not names & read


def _next_in_block(scope: Scope, statement: ast.stmt) -> Optional[ast.stmt]:
    """The statement after ``statement`` in the block of ``scope``'s code that holds it."""
    for block in blocks(scope):
        for index, node in enumerate(block):
            if node is statement:
                return block[index + 1] if index + 1 < len(block) else None
    return None


def blocks(scope: Scope) -> Iterator[list]:
    """Every statement list of ``scope``'s own code (bodies, else arms, handlers, match
    cases), nested defs and classes left out."""
    pending = [scope.node.body] if isinstance(getattr(scope.node, "body", None), list) else []
    while pending:
        block = pending.pop()
        yield block
        for node in block:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            pending += [getattr(node, field, None) or [] for field in ("body", "orelse", "finalbody")]
            pending += [part.body for part in (*getattr(node, "handlers", ()), *getattr(node, "cases", ()))]
