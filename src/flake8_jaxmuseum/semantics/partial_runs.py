"""Transforms over ``functools.partial``: ``jax.jit(partial(f, a, flag=True))``,
``jax.vmap(partial(loss, model))``, ``step = partial(f, ...)`` then ``jax.jit(step)``.
The transform runs ``f``; the arguments its call hands on become the parameters after
those partial binds, which stay as bound (jit hashes the partial, vmap and grad call it
with the rest: jax 0.10.2 hands ``f`` a bound array as the Array it is, untraced).
Followed only when every layer's options read the same against ``f``'s signature (none
counts positions that partial shifts).  Mixed into :class:`.tracing.TracedFunctions`.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import const_int, first_positional, has_star_args, is_constant
from .jaxapi import PARTIAL
from .scopes import Scope


def partial_run(transforms, wrapped) -> Optional[tuple]:
    """(the Wrapped the layers make of ``f``, the parameters partial binds, how many of them
    it binds by position) for ``wrapped``, layers over a partial of a def of the module; None otherwise."""
    if wrapped.function is not None or wrapped.callee is None:
        return None
    node, scope = wrapped.callee
    if isinstance(node, ast.Name):  # ``step = partial(f, flag=True)`` then ``jax.jit(step)``
        held = transforms.names.value_of(node, scope)
        node, scope = (None, scope) if held is None else (held.value, held.scope)
    if not isinstance(node, ast.Call) or not node.args or has_star_args(node):
        return None
    if transforms.names.qualified_name(node.func, scope) != PARTIAL:
        return None
    inner = transforms.resolve(first_positional(node), scope)
    function = None if inner is None or inner.bound else inner.function
    if function is None or function.is_method:
        return None
    positional = function.positional
    count = len(node.args) - 1
    keywords = {item.arg for item in node.keywords}
    if count > len(positional) or not keywords <= set(function.params):
        return None
    tail = [name for name in positional if name in keywords]
    shifted = count > 0 or tail != positional[len(positional) - len(tail):]
    if shifted and any(_counts_positions(layer) for layer in wrapped.layers):
        return None
    layered = type(wrapped)((*wrapped.layers, *inner.layers), function)
    return layered, frozenset((*positional[:count], *keywords)), count


def _counts_positions(layer) -> bool:
    """Options that name arguments by position: jit's static_argnums, an in_axes per
    argument, grad's argnums (0 by default)."""
    if not layer.known or layer.hides_options or layer.spec.differentiates:
        return True
    statics = layer.static_arguments() if layer.spec.stages else (set(), set())
    if statics is None or statics[0]:
        return True
    in_axes = layer.in_axes() if layer.spec.maps else None
    return in_axes is not None and const_int(in_axes) is None and not is_constant(in_axes, None)


class PartialRuns:
    """Seeds and feeds through partial (TracedFunctions' ``transforms``, ``_apply``, ``_entry``)."""

    def _partial_target(self, wrapped) -> Optional[tuple]:
        """(the def a call through ``wrapped`` runs,) when it is layers over a partial."""
        found = partial_run(self.transforms, wrapped)
        return None if found is None else (found[0].function,)

    def _apply_partial(self, wrapped) -> None:
        """Trace the partial's def as the layers do, but what partial binds."""
        found = partial_run(self.transforms, wrapped)
        if found is not None:
            self._apply(found[0], fixed=found[1])

    def _partial_feeds(self, call: ast.Call, wrapped, function: Scope, name: str, shapes: bool) -> Iterator[tuple]:
        """(argument, Entry) of ``call`` through ``wrapped`` (layers over a partial of
        ``function``) that becomes parameter ``name``, when partial does not bind it."""
        found = partial_run(self.transforms, wrapped)
        if found is None or found[0].function is not function or name in found[1] or not found[0].fully_known:
            return
        entry = self._entry(found[0], name, shapes)
        if entry is not None:
            yield function.argument_for(call, name, found[2]), entry
