"""What a lax primitive hands its body's parameters: slices of an argument (scan's ``xs``,
map's), found over the calls of the module that run the body.  Mixed into
:class:`.tracing.TracedFunctions`."""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import argument, has_star_args, literal_sequence
from .jaxapi import LAX_PRIMITIVES
from .names import Names
from .scopes import Scope


def lax_bodies(call: ast.Call, qualname: str, names: Optional[Names] = None, scope: Optional[Scope] = None) -> list:
    """The function expressions a higher-order lax call traces (with ``names``: also a named branch list)."""
    primitive = LAX_PRIMITIVES[qualname]
    bodies = [argument(call, *slot) for slot in primitive.bodies]
    if primitive.branch_list is not None:
        branches = argument(call, *primitive.branch_list)  # a list, or a name of one: ``lax.switch(i, branches, x)``
        bodies += literal_sequence(names.unchanged_literal(branches, scope) if names else branches) or []
    return [body for body in bodies if body is not None]


class LaxFeeds:
    """Slices a lax primitive hands a body (TracedFunctions' ``_calls_of``, ``names``, ``transforms``)."""

    def hands_slices(self, function: Scope, name: str) -> bool:
        """A lax primitive or a scan transform hands ``function``'s parameter ``name`` slices
        of its argument (scan's ``xs``, an ``nnx.scan``'d def's arguments after the carry):
        what the parameter holds has not the argument's shape."""
        if name not in function.positional:
            return False
        index = function.positional.index(name)
        transforms = self.transforms
        wrapped = [transforms.resolve(call.func, scope) for call, scope in self._calls_of(function)]
        if any(layer.known and layer.spec.scans and (layer.configured or index != int(layer.spec.module_first))
               for found in (transforms.of_def(function), *wrapped) if found and found.function is function
               for layer in found.layers):
            return True  # ``@nnx.scan``: the arguments after the carry (all, with in_axes given)
        for call, scope in self._calls_of(function):
            primitive = LAX_PRIMITIVES.get(self.names.qualified_name(call.func, scope))
            if primitive is not None and index in primitive.sliced:
                return True
        return False

    def scanned_arguments(self, function: Scope, name: str) -> Optional[list]:
        """(xs, its scope) of each call handing ``function``'s parameter ``name`` one slice of
        ``xs`` along its leading axis: a ``lax.scan`` or ``lax.map`` whose body it is, and
        nothing else; None when another call hands it anything (a vmap, a direct call)."""
        if name not in function.positional:
            return None
        index = function.positional.index(name)
        found = []
        for call, scope in self._calls_of(function):
            qualname = self.names.qualified_name(call.func, scope)
            if qualname not in ("jax.lax.scan", "jax.lax.map"):
                return None
            primitive = LAX_PRIMITIVES[qualname]
            if not any(self.transforms.function_of(b, scope) is function for b in lax_bodies(call, qualname)):
                return None
            slot = dict(primitive.carries).get(index)
            if slot is None or index not in primitive.sliced or has_star_args(call):
                return None
            value = argument(call, *slot)
            if value is None:
                return None
            found.append((value, scope))
        return found or None
