"""Constant seeds drawn behind a flag left at its default: ``if training:`` (a parameter
defaulting to ``True`` that the body never rebinds) at the top of a function's body, the draw
a plain statement of that block.  Every call that leaves the flag out (or hands it a literal
``True``) rebuilds the same key and draws the same numbers: jasmine#239's
``mask_and_encode(self, videos, rng, training=True)`` splitting ``jax.random.key(0)`` under
``if training:``, called by the jitted train step on every step (the same mask each step).

Asked by :class:`.keys.PRNGKeys` only for functions with a consumer that does not always run
and a parameter defaulting to ``True``: a look at the def's top-level statements, no walk of
the module.
"""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import has_star_args
from .scopes import Assigned, Scope, ScopeType, the_one

# Where part of a statement may not run: a lambda or comprehension body, a conditional expression's arms.
_NOT_ALWAYS = (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.IfExp, ast.BoolOp)
_PLAIN = (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.Expr)


def _span(node: ast.AST) -> tuple:
    return (node.lineno, node.col_offset), (node.end_lineno, node.end_col_offset)


def _inline(statement: ast.stmt, call: ast.Call) -> bool:
    """``call`` runs whenever ``statement`` does (not in a lambda, comprehension or branch of it)."""
    stack = [statement]
    while stack:
        node = stack.pop()
        if node is call:
            return True
        if not isinstance(node, _NOT_ALWAYS):
            stack.extend(ast.iter_child_nodes(node))
    return False


def flag_guard(function: Scope, call: ast.Call) -> Optional[str]:
    """The parameter ``flag`` when ``call`` runs whenever ``function`` runs with ``flag``
    True: ``if flag:`` is a statement at the top of the body after plain statements only
    (it always runs), ``flag``
    defaults to ``True`` and is never rebound, and ``call`` is inline in a plain statement of
    the ``if``'s block with only plain statements before it.  None otherwise."""
    body = getattr(function.node, "body", None)
    if not isinstance(body, list):
        return None
    where = (call.lineno, call.col_offset)
    guard = next((s for s in body if isinstance(s, ast.If) and _span(s)[0] <= where < _span(s)[1]), None)
    if guard is None or not isinstance(guard.test, ast.Name) or guard.test.id not in function.params:
        return None
    flag = guard.test.id
    default = function.default_of(flag)
    if not (isinstance(default, ast.Constant) and default.value is True) or function.bindings.get(flag, [None])[1:]:
        return None
    if not all(isinstance(statement, _PLAIN) for statement in body[:body.index(guard)]):
        return None  # a branch or loop before the ``if`` may return
    for statement in guard.body:
        start, end = _span(statement)
        if start <= where < end:
            return flag if isinstance(statement, _PLAIN) and _inline(statement, call) else None
        if not isinstance(statement, _PLAIN):
            return None  # a branch or loop before the draw may return
    return None


def guarded_seed(keys, function: Scope) -> Optional[tuple]:
    """(key, flags): the constant-seed key ``function`` draws from whenever it runs with each
    parameter of ``flags`` left True (see :func:`flag_guard`); None when there is none, or
    when :meth:`.keys.PRNGKeys.constant_seed` already finds one it always draws from."""
    cache = keys.guarded
    if function in cache:
        return cache[function]
    cache[function] = None  # breaks recursion
    if function.is_generator or function.type is not ScopeType.FUNCTION or not any(
            isinstance(function.default_of(name), ast.Constant) and function.default_of(name).value is True
            for name in function.params):
        return None
    flow = keys.names.flow
    for call, key, _ in keys.consumers(function):
        if flow.always_runs(function, call):
            continue  # :meth:`constant_seed`'s
        flag = flag_guard(function, call)
        if flag is None:
            continue
        if isinstance(key, ast.Name) and key.id in function.bindings:
            reaching = the_one(flow.reaching(function, key.id, key))
            key = reaching.value if isinstance(reaching, Assigned) else None
        if key is not None and (id(key) in keys.helper_seeds or keys.is_constant_seed(key, function)):
            cache[function] = (key, frozenset({flag}))
            break
    return cache[function]


def seed_for_call(keys, function: Scope, call: ast.Call, bound: int = 0) -> Optional[ast.expr]:
    """The constant-seed key a call of ``function`` draws from: the one it always draws
    from, or the one behind its flags when ``call`` leaves each out or hands it ``True``
    (``bound``: leading parameters already held, a bound method's ``self``)."""
    seed = keys.constant_seed(function)
    if seed is not None:
        return seed
    guarded = guarded_seed(keys, function)
    if guarded is None:
        return None
    key, flags = guarded
    if has_star_args(call):
        return None  # a flag may come in ``*args`` or ``**kwargs``
    for flag in flags:
        value = function.argument_for(call, flag, bound)
        if value is not None and not (isinstance(value, ast.Constant) and value.value is True):
            return None
    keys.helper_seeds.add(id(key))
    return key
