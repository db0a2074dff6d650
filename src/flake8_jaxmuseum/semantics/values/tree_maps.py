"""The leaves ``jax.tree.map`` hands the function it runs.

``jax.tree.map(zero_first, params)`` calls ``zero_first`` once per leaf of ``params``: when
the module proves every leaf a concrete JAX array (a dict literal of them, or ``jax.grad``'s
output for one, a list or tuple literal, one array, a linen ``model.init``'s variables), the function's first parameter holds
one there, and a store into it raises as it would in ``zero_first(jnp.ones(3))``.
"""

from __future__ import annotations

import ast
from typing import Optional

from ...astutil import literal_sequence
from ..jaxapi import TREE_MAPS
from ..names import Names
from ..scopes import Scope
from ..transforms import Transforms
from . import ValueKind, ValueKinds

_LEAF_NAMES = frozenset(name.rpartition(".")[2] for name in TREE_MAPS)


def maps_one_tree(names: Names, call: ast.Call, scope: Scope) -> bool:
    """``call`` is ``jax.tree.map(f, tree)``: one tree and nothing else (``is_leaf=`` may stop
    above the arrays)."""
    func = call.func
    leaf = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    if leaf not in _LEAF_NAMES or len(call.args) != 2 or call.keywords:
        return False
    return names.qualified_name(func, scope) in TREE_MAPS


class MappedLeaves:
    def __init__(self, names: Names, transforms: Transforms, kinds: ValueKinds) -> None:
        self.names = names
        self.transforms = transforms
        self.kinds = kinds
        self._mapped: Optional[dict] = None  # function -> [(tree, its scope)], found on first question

    def handed_a_jax_array(self, function: Scope, name: str) -> bool:
        """Some ``jax.tree.map`` of the module runs ``function`` on a tree whose leaves are all
        concrete JAX arrays, handing each to ``name``, its first parameter."""
        if not function.positional or function.positional[0] != name:
            return False
        return any(self.leaves_are_arrays(tree, scope) for tree, scope in self._trees(function))

    def hands_leaves(self, function: Scope, name: str) -> bool:
        """Some ``jax.tree.map`` of the module runs ``function`` on one tree, handing its
        leaves to ``name``, its first parameter: a leaf, never a dict, list or None (a
        traced tree's leaves are tracers: ``np.append(x[0], x[:-1])`` there raises, dfm/tinygp#85)."""
        return bool(function.positional) and function.positional[0] == name and bool(self._trees(function))

    def _trees(self, function: Scope) -> list:
        if self._mapped is None:
            self._mapped = {}
            for scope in self.names.scopes:
                for call in scope.calls:
                    if not maps_one_tree(self.names, call, scope):
                        continue
                    mapped = self.transforms.function_of(call.args[0], scope)
                    if mapped is not None and not mapped.is_method:
                        self._mapped.setdefault(mapped, []).append((call.args[1], scope))
        return self._mapped.get(function, [])

    def leaves_are_arrays(self, tree: ast.expr, scope: Scope) -> bool:
        """Every leaf of ``tree`` is proven a concrete JAX array."""
        kinds = self.kinds
        if kinds.kind(tree, scope) == ValueKind.ARRAY:
            return True  # one array: its own only leaf
        items = literal_sequence(tree)
        if items is not None:
            return bool(items) and all(kinds.kind(item, scope) == ValueKind.ARRAY for item in items)
        if kinds.leaf_values.linen.all_arrays(tree, scope):
            return True  # a linen init's variables, every parameter proven
        return kinds.concrete_leaves(kinds.leaf_values.dict_values(tree, scope)) == ValueKind.ARRAY
