"""Why a loop runs a call again: to repeat it (``for _ in range(n)``, steps of one run that
carry their state, ``state = step(state, batch)``) or to iterate over things (configurations,
data), where the same key rebuilt from one seed on each iteration may be deliberate; and the
methods a loop calls again on one instance, which find ``self.key`` as the last call left
it.  For :mod:`.keys`.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import statements_around, target_names
from .project import MethodEntry
from .jaxapi import STRUCTURE_KEEPING_FUNCTIONS
from .scopes import AMBIGUOUS, UNBOUND, Assigned, Scope, the_one

_COMPREHENSION_NODES = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def iterates_over_things(scope: Scope, events, call: ast.Call) -> bool:
    """The innermost ``for`` loop or comprehension around ``call`` reads its own target: it
    iterates over configurations or data, and a key rebuilt from the same seed on each
    iteration is deliberate (the same inputs for every configuration).  A loop that only
    repeats (``for _ in range(n)``, ``while``) wants new numbers each time."""
    position = (call.lineno, call.col_offset)
    event = events.at(call)
    innermost = next((p for p, _, _ in events.path(event, call) if isinstance(p, _COMPREHENSION_NODES)), None)
    blocks = [scope.node.body] if innermost is None and isinstance(scope.node.body, list) else []
    while blocks:
        for node in blocks.pop():
            if not ((node.lineno, node.col_offset) <= position < (node.end_lineno, node.end_col_offset)):
                continue
            if isinstance(node, (ast.For, ast.AsyncFor, ast.While)):
                innermost = node
            blocks += [getattr(node, field, None) or [] for field in ("body", "orelse", "finalbody")]
            blocks += [part.body for part in (*getattr(node, "handlers", ()), *getattr(node, "cases", ()))]
    if innermost is None or isinstance(innermost, ast.While):
        return False
    if isinstance(innermost, _COMPREHENSION_NODES):
        targets = {name for g in innermost.generators for name, _ in target_names(g.target)}
        parts = [getattr(innermost, f) for f in ("elt", "key", "value") if hasattr(innermost, f)]
    else:
        targets = {name for name, _ in target_names(innermost.target)}
        parts = innermost.body
    return any(
        isinstance(n, ast.Name) and n.id in targets and isinstance(n.ctx, ast.Load)
        for part in parts for n in ast.walk(part)
    )


def carries_state(scope: Scope, call: ast.Call, key: Optional[ast.expr] = None) -> bool:
    """``state = step(state, batch)``: the call's result rebinds a name handed to it, so
    the loop's iterations are steps of one run, not separate configurations.  The consumed
    ``key`` itself is no state: ``rng, sub = split(rng)`` after ``rng = PRNGKey(0)`` in the
    loop starts each iteration's chain from the seed again."""
    handed = {a.id for a in (*call.args, *(k.value for k in call.keywords)) if isinstance(a, ast.Name)}
    if isinstance(key, ast.Name):
        handed.discard(key.id)
    return any(
        statement.value is call and handed & {name for target in statement.targets for name in plain_names(target)}
        for _, statement in scope.stores if isinstance(statement, ast.Assign)
    )


def plain_names(target: ast.expr) -> list:
    """The names a target binds, None for each part that is not a plain name (``self.k``)."""
    if isinstance(target, ast.Name):
        return [target.id]
    if isinstance(target, (ast.Tuple, ast.List)):
        return [name for element in target.elts for name in plain_names(element)]
    if isinstance(target, ast.Starred):
        return plain_names(target.value)
    return [None]


def calls_on_one_receiver_in_loops(names, skipped=(), updated: bool = False) -> Iterator[tuple]:
    """(call, its scope, receiver) of each call in a loop of a name bound once, or of a
    method of one (``model(x)``, ``model.sample(n)``); not in the scopes of ``skipped`` nodes' ids.
    With ``updated``: also a name bound once besides updates of itself (see :func:`built_besides_updates`)."""
    for scope in names.scopes:
        if not scope.loops or id(scope.node) in skipped:
            continue
        for call in scope.calls:
            receiver = call.func.value if isinstance(call.func, ast.Attribute) else call.func
            if not isinstance(receiver, ast.Name):
                continue
            if not scope.in_loop(call):
                continue
            binding = names.binding(receiver.id, scope)
            if binding not in (UNBOUND, AMBIGUOUS) or updated and binding is AMBIGUOUS and built_besides_updates(
                    names, receiver, scope) is not None:
                yield call, scope, receiver


def built_besides_updates(names, receiver: ast.Name, scope: Scope) -> Optional[Assigned]:
    """The one binding reaching ``receiver`` that does not rebind it to an update of itself
    (``model = eqx.apply_updates(model, updates)`` in a training loop: the same class, its
    fields the update does not reach, a stored key, kept); None if not just one."""
    bindings = names.reaching(receiver.id, scope, receiver)
    built = [
        b for b in bindings if not (
            isinstance(b, Assigned) and isinstance(b.value, ast.Call) and b.value.args
            and isinstance(b.value.args[0], ast.Name) and b.value.args[0].id == receiver.id
            and names.qualified_name(b.value.func, b.scope) in STRUCTURE_KEEPING_FUNCTIONS)
    ]
    one = the_one(built)
    return one if isinstance(one, Assigned) and len(built) < len(bindings) else None


def methods_called_again(names, instances) -> list:
    """Methods called in a loop on one instance (``model(x)``, ``model.sample(n)`` with
    ``model`` bound once, or besides updates of itself), here or, on an instance of this
    module's class, in another module of the project: each call finds ``self``'s attributes
    as the last one left them."""
    found: dict = {}
    for call, scope, receiver in calls_on_one_receiver_in_loops(names, updated=True):
        called = instances.called(call, scope)
        built = None if called is not None else built_besides_updates(names, receiver, scope)
        if built is not None:
            owner = instances.instance_of(built.value, built.scope)
            attribute = call.func.attr if isinstance(call.func, ast.Attribute) else "__call__"
            called = None if owner is None else instances.run_by(owner, attribute)
        if called is not None and called[1:] == (1, 0):
            found.setdefault(called[0], call)
    project = names.project
    for entry in project.entries if project is not None else ():
        entered = instances.entered(entry) if isinstance(entry, MethodEntry) and entry.again else None
        if entered is not None and entered[1:] == (1, 0):
            found.setdefault(entered[0], entry)
    return list(found)


def stored_at_init_only(names, attr: str) -> bool:
    """Every store into ``.attr`` in the module is made by an ``__init__`` (and nothing
    calls ``setattr``): after it, no code of the module gives the instance another value there."""
    module = names.module
    in_init = {
        id(node) for function in names.functions
        if function.is_method and function.function_name() == "__init__" for node in ast.walk(function.node)
    }
    stores = [
        node for node in ast.walk(module)
        if isinstance(node, ast.Attribute) and node.attr == attr and not isinstance(node.ctx, ast.Load)
    ]
    dynamic = any(
        isinstance(node, ast.Name) and node.id == "setattr" or isinstance(node, ast.Attribute)
        and node.attr == "__setattr__" for node in ast.walk(module)
    )
    return bool(stores) and all(id(node) in in_init for node in stores) and not dynamic


def runs_as_test_cases(scope: Scope, call: ast.Call) -> bool:
    """``call`` runs in a test (a ``test_*`` function, or a ``with self.subTest(...)``
    block): a loop there iterates over cases, each checked on its own, and the same key
    for every case gives each the same inputs, as a seed rebuilt per case would."""
    if scope.function_name().startswith("test"):
        return True
    position = (call.lineno, call.col_offset)
    return any(
        isinstance(node, ast.With) and (node.lineno, node.col_offset) <= position < (node.end_lineno, node.end_col_offset)
        and any(isinstance(item.context_expr, ast.Call) and isinstance(item.context_expr.func, ast.Attribute)
                and item.context_expr.func.attr == "subTest" for item in node.items)
        for node in ast.walk(scope.node)
    )


def runs_in_one_iteration(scope: Scope, call: ast.Call) -> bool:
    """``call`` sits in one ``for`` loop of ``scope`` and runs in one iteration of it at most:
    under ``if i == 1:`` on the loop's own index, which takes distinct values (``range``,
    literals, ``enumerate``'s count) and the body never rebinds (trRosetta's ``for n in
    [0, 1]: if n == 1: y = dropout(y, key, rate)``)."""
    body = scope.node.body if isinstance(getattr(scope.node, "body", None), list) else []
    chain = list(statements_around(body, (call.lineno, call.col_offset)))
    loops = [node for node in chain if isinstance(node, (ast.For, ast.AsyncFor, ast.While))]
    if len(loops) != 1 or not isinstance(loops[0], ast.For):
        return False
    loop = loops[0]
    index = _distinct_index(loop)
    if index is None or any(
            isinstance(node, ast.Name) and node.id == index and not isinstance(node.ctx, ast.Load)
            for stmt in loop.body for node in ast.walk(stmt)):
        return False
    return any(
        isinstance(node, ast.If) and node.body[0].lineno <= call.lineno <= node.body[-1].end_lineno
        and _tests_equal(node.test, index)
        for node in chain[chain.index(loop) + 1:]
    )


def _distinct_index(loop: ast.For) -> Optional[str]:
    """The name of a ``for`` loop's index that takes a distinct value on each iteration."""
    target, iterable = loop.target, loop.iter
    if isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Name) and iterable.func.id == "enumerate":
        first = target.elts[0] if isinstance(target, ast.Tuple) and target.elts else None
        return first.id if isinstance(first, ast.Name) else None
    if not isinstance(target, ast.Name):
        return None
    if isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Name) and iterable.func.id == "range":
        return target.id
    if isinstance(iterable, (ast.List, ast.Tuple)) and all(isinstance(e, ast.Constant) for e in iterable.elts):
        values = [e.value for e in iterable.elts]
        return target.id if len(set(values)) == len(values) else None
    return None


def _tests_equal(test: ast.expr, index: str) -> bool:
    """``i == 1`` or ``1 == i``: true on one iteration of a loop whose ``i`` never repeats."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)):
        return False
    sides = (test.left, test.comparators[0])
    return any(isinstance(a, ast.Name) and a.id == index and isinstance(b, ast.Constant) for a, b in (sides, sides[::-1]))
