"""Reads of a deleted buffer: the flow that carries donations and ``delete()`` calls to the
reads of the name after them (JXM020), and what counts as a read.

:class:`DeletedBuffers` is a forward dataflow over one scope (see :mod:`.flow`): the state
holds (name, id(call)) for each donation or ``delete()`` not yet followed by a new binding
of the name, and ("=", a, b) for two names bound to one array (``old = state``), so that
deleting either deletes both.  :func:`buffer_reads` lists the reads of the scope's own
code: not metadata (``x.shape``, ``len(x)``, ``x is None``, ``x.is_deleted()``, a private
field), not a use that only hands the array on (``return x``, ``y = x``).
"""

from __future__ import annotations

import ast
from typing import Callable, Optional

from ..astutil import spelled_name
from .events import SWALLOWING_CONTEXTS
from .flow import Analysis
from .jaxapi import (
    COMPILE_METHOD, DELETED_ARRAY_METADATA, DELETION_CHECK, HANDING_ON_CALLS, LOWERING_METHODS, METADATA_BUILTINS,
    METADATA_FUNCTIONS,
)
from .scopes import Scope

_NESTED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)


class DeletedBuffers(Analysis):
    """State: frozenset of (name, id(call)): donations (and delete() calls) not followed by a
    rebinding of the name; and ("=", a, b): ``a = b`` (or ``b = a``) ran and neither name was
    bound again since, so the two hold one array, which a donation or delete() of either
    deletes.  The pairs are kept both ways round and closed under ``a = b`` chains."""

    def __init__(self, gens: dict, kills: dict, reads: dict, aliases: dict) -> None:
        self.gens, self.kills, self.reads, self.aliases = gens, kills, reads, aliases

    def transfer(self, event, state):
        key = id(event)
        read = self.reads.get(key)
        if read and state:  # reported once per path
            state = frozenset(item for item in state if len(item) == 3 or item[0] not in read)
        gen = self.gens.get(key)
        if gen:
            pairs = [item for item in state if len(item) == 3]
            state = state | gen | {(alias, call) for name, call in gen for _, other, alias in pairs if other == name}
        kill = self.kills.get(key)
        if kill and state:
            state = frozenset(item for item in state if not (
                item[0] in kill if len(item) == 2 else (item[1] in kill or item[2] in kill)))
        alias = self.aliases.get(key)
        if alias:
            target, source = alias  # ``target = source``: after the kill of target above
            group = {source} | {item[2] for item in state if len(item) == 3 and item[1] == source}
            group.discard(target)
            added = {pair for other in group for pair in (("=", target, other), ("=", other, target))}
            added |= {(target, item[1]) for item in state if len(item) == 2 and item[0] in group}
            state = state | added
        return state


def alias_statements(scope: Scope, names: set, events) -> dict:
    """``a = x`` statements of the scope's own code (one name bound to another) that chain
    to a donated or deleted name: {id(event): (a, x)}."""
    candidates = []
    for target, statement in scope.stores:
        if (isinstance(statement, ast.Assign) and len(statement.targets) == 1 and statement.targets[0] is target
                and isinstance(target, ast.Name) and isinstance(statement.value, ast.Name)
                and target.id != statement.value.id):
            candidates.append(statement)
    chained = set(names)
    grew = True
    while grew:
        grew = False
        for statement in candidates:
            pair = {statement.targets[0].id, statement.value.id}
            if pair & chained and not pair <= chained:
                chained |= pair
                grew = True
    aliases = {}
    for statement in candidates:
        if statement.value.id not in chained:
            continue
        event = events.at(statement)
        if event is None or event is not statement:
            continue
        aliases[id(event)] = (statement.targets[0].id, statement.value.id)
    return aliases


def buffer_reads(scope: Scope, names: set, metadata_too: bool = False, anchors: Optional[dict] = None,
                 qualify: Optional[Callable] = None) -> list:
    """(Name, whole) for each read of ``names`` in ``scope``'s own code that reads the
    buffer (not ``x.shape``, ``len(x)``, ``x is None``); ``whole``: the name itself or an
    item of it is used (``params["w"]``), not an attribute (``state.step`` may be a field
    that was never an array).  A lambda handed to ``assertRaises(E, lambda: ...)`` (or
    ``pytest.raises``) runs in the call: its reads count, and ``anchors`` maps each to
    that call (where the flow places it)."""
    found = []
    node = scope.node
    stack = [(child, node, None, None) for child in (node.body if isinstance(node.body, list) else [node.body])]
    while stack:
        current, parent, grandparent, anchor = stack.pop()
        if isinstance(current, ast.Name):
            if current.id in names and isinstance(current.ctx, ast.Load) and (
                metadata_too or not _metadata(current, parent, grandparent, scope, qualify)
            ):
                found.append((current, not isinstance(parent, ast.Attribute) or parent.value is not current))
                if anchor is not None and anchors is not None:
                    anchors[id(current)] = anchor
            continue
        if isinstance(current, ast.Lambda) and anchors is not None and _run_by_raises(current, parent):
            stack.append((current.body, current, parent, anchor or parent))
            continue
        if isinstance(current, _NESTED):
            # Decorators and defaults run here; the body runs later.
            parts = list(getattr(current, "decorator_list", ()))
            arguments = getattr(current, "args", None)
            if isinstance(arguments, ast.arguments):
                parts += arguments.defaults + [d for d in arguments.kw_defaults if d is not None]
            stack.extend((part, current, parent, anchor) for part in parts)
            continue
        stack.extend((child, current, parent, anchor) for child in ast.iter_child_nodes(current))
    found.sort(key=lambda item: (item[0].lineno, item[0].col_offset))
    return found


def _run_by_raises(function: ast.Lambda, parent: ast.AST) -> bool:
    """``self.assertRaises(E, lambda: ...)``, ``pytest.raises(E, lambda: ...)``: the lambda,
    without parameters, is called by the call it is handed to, before that call returns."""
    if not isinstance(parent, ast.Call) or function not in parent.args[1:]:
        return False
    arguments = function.args
    if arguments.args or arguments.posonlyargs or arguments.vararg or arguments.kwonlyargs or arguments.kwarg:
        return False
    called = spelled_name(parent.func)
    return called in SWALLOWING_CONTEXTS and called != "suppress"


def _metadata(name: ast.Name, parent: ast.AST, grandparent: Optional[ast.AST] = None, scope: Optional[Scope] = None,
              qualify: Optional[Callable] = None) -> bool:
    """A use that works on a deleted array: ``x.shape``, ``len(x)``, ``x is None``, a private
    field (``x._npy_value``; a private method's call, ``x._check_if_deleted()``, reads), a
    check of the deletion (``self.assertDeleted(x)``), a function of its shape and dtype
    (``jnp.zeros_like(x)``, ``jax.eval_shape(f, x)``, ``step.lower(x)``: ``qualify`` names
    the callee); or one that only hands the deleted array on, to fail where it is read
    (``return x``, ``y = x``, ``jax.device_put(x)``, ``jnp.asarray(x)``)."""
    if isinstance(parent, (ast.Return, ast.Yield, ast.Assign, ast.AnnAssign, ast.NamedExpr)):
        return getattr(parent, "value", None) is name
    if isinstance(parent, ast.Attribute):
        if parent.attr.startswith("_") and not parent.attr.startswith("__"):
            return not (isinstance(grandparent, ast.Call) and grandparent.func is parent)
        return parent.attr in DELETED_ARRAY_METADATA
    if isinstance(parent, ast.Call) and name in parent.args:
        func = parent.func
        called = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if called in METADATA_BUILTINS and isinstance(func, ast.Name):
            return True
        if DELETION_CHECK in called.lower():
            return True  # ``self.assertDeleted(x)``, ``assert_not_deleted(x)``: asks is_deleted()
        if isinstance(func, ast.Attribute) and called in LOWERING_METHODS:
            return True  # ``step.lower(x)``: for its shape and dtype
        if qualify is not None and qualify(func, scope) in METADATA_FUNCTIONS:
            return True  # ``jnp.zeros_like(x)``, ``jax.eval_shape(f, x)``
        return called in HANDING_ON_CALLS and len(parent.args) == 1 and not parent.keywords
    if isinstance(parent, ast.Compare):
        return all(isinstance(op, (ast.Is, ast.IsNot)) for op in parent.ops)
    return False


def compiled_from(names, node: ast.expr, scope: Scope) -> Optional[tuple]:
    """(jitted callable, scope) of ``step.lower(x).compile()``, or of a name bound to it."""
    if isinstance(node, ast.Name):
        held = names.value_of(node, scope)
        if held is None or not isinstance(held.value, ast.Call):
            return None
        node, scope = held.value, held.scope
    func = node.func if isinstance(node, ast.Call) else None
    if not (isinstance(func, ast.Attribute) and func.attr == COMPILE_METHOD and not node.args):
        return None
    lowered = func.value
    if isinstance(lowered, ast.Name):
        held = names.value_of(lowered, scope)
        if held is None:
            return None
        lowered, scope = held.value, held.scope
    func = lowered.func if isinstance(lowered, ast.Call) else None
    if isinstance(func, ast.Attribute) and func.attr in LOWERING_METHODS:
        return func.value, scope
    return None
