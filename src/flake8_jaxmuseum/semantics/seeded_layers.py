"""nnx layers built alike from the same literal seed: identical initial parameters.

``self.encoder = nnx.Linear(4, 4, rngs=nnx.Rngs(0))`` beside ``self.decoder = nnx.Linear(4, 4,
rngs=nnx.Rngs(0))``: each ``nnx.Rngs(0)`` starts its streams afresh, so the two layers draw the
same numbers.  Flagged only where the layers are meant to differ: two stores into attributes
of one instance in one block of a method, or two arguments (elements) of one call or list;
never two names at module level (a test comparing two layers built alike does that on
purpose), nor one ``rngs`` handed to both (it advances), nor different seeds, arguments or
layers.
"""

from __future__ import annotations

import ast
from typing import Iterator

from ..astutil import const_int, fewest_iterations
from .jaxapi import NNX_RNGS, NNX_SEEDED_LAYERS
from .names import Names
from .scopes import Scope, ScopeType

_NESTED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)


def same_seed_layers(names: Names) -> Iterator[tuple]:
    """(layer call, the earlier call built alike with the same literal seed) for each repeat;
    (layer call, None) for a layer a comprehension or loop builds again on each of its (at
    least two) iterations."""
    for scope in names.scopes:
        seeded = [call for call in scope.calls if _seeded(names, call, scope)]
        if not seeded:
            continue
        wanted = {id(call) for call in seeded}
        yield from ((call, None) for call in _iterated(names, scope, wanted))
        if len(seeded) < 2:
            continue
        groups = []
        if scope.type is ScopeType.FUNCTION and scope.is_method:
            groups += _attribute_stores(scope, wanted)
        groups += [
            _collected(node, wanted) for node in ast.walk(scope.node) if isinstance(node, (ast.Call, ast.List, ast.Tuple))
        ]
        for group in groups:
            first: dict = {}
            for call in group:
                earlier = first.setdefault(ast.dump(call), call)
                if earlier is not call:
                    yield call, earlier


def _iterated(names: Names, scope: Scope, wanted: set) -> list:
    """The seeded layers built on every iteration of a comprehension's element
    (``[nnx.Linear(4, 4, rngs=nnx.Rngs(0)) for _ in range(3)]``) or appended in a loop's body
    (``layers.append(...)``), where the iterations proven are at least two."""
    found = []
    for node in ast.walk(scope.node):
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp)):
            built, generators = [node.elt], node.generators
        elif isinstance(node, ast.DictComp):
            built, generators = [node.value], node.generators
        elif isinstance(node, ast.For):
            built = [
                item.args[0] for statement in node.body if isinstance(statement, ast.Expr)
                for item in [statement.value]
                if isinstance(item, ast.Call) and isinstance(item.func, ast.Attribute)
                and item.func.attr == "append" and len(item.args) == 1
            ]
            generators = [node]
        else:
            continue
        if not any(id(item) in wanted for item in built) or not _every_iteration(node):
            continue
        if any(_repeats(names, g.iter, scope) for g in generators):
            found += [item for item in built if id(item) in wanted]
    return found


def _every_iteration(node: ast.AST) -> bool:
    """No filter (``if`` of a comprehension) or ``break``/``return`` of a loop cuts an iteration short."""
    if isinstance(node, ast.For):
        return not any(isinstance(inner, (ast.Break, ast.Return)) for inner in _own_nodes(node))
    return not any(generator.ifs for generator in node.generators)


def _repeats(names: Names, iterable: ast.expr, scope: Scope) -> bool:
    """Two iterations at least: ``range(3)``, ``range(NUM_LAYERS)`` with ``NUM_LAYERS = 3``."""
    def integer(node: ast.expr):
        held = names.value_of(node, scope) if isinstance(node, ast.Name) else None
        return const_int(node if held is None else held.value)

    return fewest_iterations(iterable, integer) >= 2


def _seeded(names: Names, call: ast.Call, scope: Scope) -> bool:
    """A layer of NNX_SEEDED_LAYERS given ``rngs=nnx.Rngs(<literal ints>)``."""
    # The keyword first: most calls have none, and it costs no name lookup.
    rngs = next((item.value for item in call.keywords if item.arg == "rngs"), None)
    if not isinstance(rngs, ast.Call) or names.qualified_name(call.func, scope) not in NNX_SEEDED_LAYERS:
        return False
    if names.qualified_name(rngs.func, scope) != NNX_RNGS:
        return False
    seeds = [*rngs.args, *(item.value for item in rngs.keywords)]
    return bool(seeds) and all(item.arg is not None for item in rngs.keywords) and all(
        isinstance(seed, ast.Constant) and type(seed.value) is int for seed in seeds
    )


def _attribute_stores(method: Scope, wanted: set) -> list:
    """The seeded layers stored as ``self.name = Layer(...)``, per block of the method."""
    groups = []
    for node in [method.node, *_own_blocks(method.node)]:
        for block in (getattr(node, field, None) for field in ("body", "orelse", "finalbody")):
            if not isinstance(block, list):
                continue
            groups.append([
                statement.value for statement in block
                if isinstance(statement, ast.Assign) and id(statement.value) in wanted
                and all(isinstance(t, ast.Attribute) and method.is_self(t.value) for t in statement.targets)
            ])
    return groups


def _own_nodes(node: ast.AST) -> Iterator[ast.AST]:
    """The nodes of ``node``'s own code (not nested defs)."""
    stack = list(ast.iter_child_nodes(node))
    while stack:
        inner = stack.pop()
        if not isinstance(inner, _NESTED):
            yield inner
            stack.extend(ast.iter_child_nodes(inner))


def _own_blocks(function: ast.AST) -> list:
    """The compound statements of ``function``'s own code (not nested defs)."""
    return [node for node in _own_nodes(function) if isinstance(node, ast.stmt) and hasattr(node, "body")]


def _collected(node: ast.AST, wanted: set) -> list:
    """The seeded layers that are arguments (elements) of one call (list, tuple)."""
    items = node.args if isinstance(node, ast.Call) else node.elts
    return [item for item in items if id(item) in wanted]
