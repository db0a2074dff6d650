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

from .jaxapi import NNX_RNGS, NNX_SEEDED_LAYERS
from .names import Names
from .scopes import Scope, ScopeType

_NESTED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)


def same_seed_layers(names: Names) -> Iterator[tuple]:
    """(layer call, the earlier call built alike with the same literal seed) for each repeat."""
    for scope in names.scopes:
        seeded = [call for call in scope.calls if _seeded(names, call, scope)]
        if len(seeded) < 2:
            continue
        wanted = {id(call) for call in seeded}
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


def _own_blocks(function: ast.AST) -> list:
    """The compound statements of ``function``'s own code (not nested defs)."""
    found, stack = [], list(ast.iter_child_nodes(function))
    while stack:
        node = stack.pop()
        if isinstance(node, _NESTED):
            continue
        if isinstance(node, ast.stmt) and hasattr(node, "body"):
            found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found


def _collected(node: ast.AST, wanted: set) -> list:
    """The seeded layers that are arguments (elements) of one call (list, tuple)."""
    items = node.args if isinstance(node, ast.Call) else node.elts
    return [item for item in items if id(item) in wanted]
