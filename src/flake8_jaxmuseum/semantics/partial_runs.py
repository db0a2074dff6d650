"""Transforms over ``functools.partial``: ``jax.jit(partial(f, a, flag=True))``,
``jax.vmap(partial(loss, model))``, ``step = partial(f, ...)`` then ``jax.jit(step)``.
The transform runs ``f``; the arguments its call hands on become the parameters after
those partial binds, which stay as bound (jit hashes the partial, vmap and grad call it
with the rest: jax 0.10.2 hands ``f`` a bound array as the Array it is, untraced).
What partial binds by position shifts the positions the layers' options count (argnums,
static_argnums, an in_axes tuple): they are read shifted; a keyword bound before a parameter
handed on by position is not followed.  Mixed into :class:`.tracing.TracedFunctions`.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from dataclasses import replace

from ..astutil import const_int, const_int_set, first_positional, has_star_args, is_constant, literal_sequence
from .jaxapi import ARGNUMS_AND_NAMES, LAX_PRIMITIVES, PARTIAL, POSITIONS
from .scopes import Scope
from .tracing_kinds import Tracing
from .transforms import Wrapped


def partial_run(transforms, wrapped) -> Optional[tuple]:
    """(the Wrapped the layers make of ``f``, the parameters partial binds, how many of them
    it binds by position) for ``wrapped``, layers over a partial of a def of the module; None otherwise."""
    if wrapped.function is not None or wrapped.callee is None:
        return None
    node, scope = wrapped.callee
    if isinstance(node, ast.Name):  # ``step = partial(f, flag=True)`` then ``jax.jit(step)``
        held = transforms.names.value_of(node, scope)
        node, scope = (None, scope) if held is None else (held.value, held.scope)
    inner = partial_of_def(transforms, node, scope)
    if inner is None:
        return None
    count = len(node.args) - 1
    bound = bind_partial(inner.function, wrapped.layers, count, {item.arg for item in node.keywords})
    if bound is None:
        return None
    layered = type(wrapped)((*bound[0], *inner.layers), inner.function)
    return layered, bound[1], count


def bind_partial(function: Scope, layers: tuple, count: int, keywords: set) -> Optional[tuple]:
    """(``layers`` as they read against ``function`` when a partial of it binds its first
    ``count`` positional parameters and ``keywords``, the parameters it binds); None when
    the partial does not fit the def or an option that counts positions cannot be shifted.
    Shared by this module's partials and another module's (:mod:`.project_seeds`)."""
    positional = function.positional
    if count > len(positional) or not keywords <= set(function.params):
        return None
    tail = [name for name in positional if name in keywords]
    if tail != positional[len(positional) - len(tail):] and any(_counts_positions(layer) for layer in layers):
        return None  # a keyword binds a parameter before some the call hands on by position
    shifted = tuple(_shifted(layer, count) for layer in layers) if count else layers
    if None in shifted:
        return None
    return shifted, frozenset((*positional[:count], *keywords))


def partial_of_def(transforms, node: Optional[ast.expr], scope: Scope):
    """The Wrapped of ``f`` when ``node`` (in ``scope``) is ``functools.partial(f, ...)`` of a
    plain def of the module (no method, no instance bound); None otherwise."""
    if not isinstance(node, ast.Call) or not node.args or has_star_args(node):
        return None
    if transforms.names.qualified_name(node.func, scope) != PARTIAL:
        return None
    inner = transforms.resolve(first_positional(node), scope)
    return None if inner is None or inner.bound or inner.function is None or inner.function.is_method else inner


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


def _shifted(layer, count: int):
    """``layer`` as it reads against ``f`` when partial binds its first ``count`` positional
    parameters: argnums and static positions count ``count`` more (a negative one counts from
    the end, the same), an in_axes tuple starts with ``count`` Nones; its other options as
    they are.  None when an option it counts positions with is not literal."""
    if not layer.known or layer.hides_options or layer.spec.module_first:
        return None
    spec = layer.spec
    options = layer.options
    given = [] if options is None else options.keywords
    if options is not None and len(options.args) > 1:
        return None  # an option by position (``jax.grad(f, 1)``): not rewritten
    changed = {}
    if spec.differentiates:
        argnums = layer.option("argnums", spec.argnums_position)
        changed["argnums"] = _moved({0} if argnums is None else const_int_set(argnums), count)
    if spec.static_style == ARGNUMS_AND_NAMES or spec.static_style == POSITIONS:
        name = "static_argnums" if spec.static_style == ARGNUMS_AND_NAMES else spec.static_positions_option
        positions = layer.option(name)
        if positions is not None:
            changed[name] = _moved(const_int_set(positions), count)
    elif spec.static_style is not None:
        return None  # linen scan's in_axes count the carry
    if spec.maps:
        in_axes = layer.in_axes()
        axes = None if in_axes is None or const_int(in_axes) is not None else literal_sequence(in_axes)
        if axes is not None:
            changed["in_axes"] = ast.Tuple([ast.Constant(None)] * count + list(axes), ast.Load())
        elif in_axes is not None and const_int(in_axes) is None:
            return None  # a dict, or a name
    if None in changed.values():
        return None
    keywords = [item for item in given if item.arg not in changed]
    keywords += [ast.keyword(name, value) for name, value in changed.items()]
    func = options.func if options is not None else ast.Name("jax", ast.Load())
    return replace(layer, options=ast.Call(func, [], keywords))


def _moved(positions: Optional[set], count: int) -> Optional[ast.expr]:
    """``positions`` past ``count`` bound ones, as a literal tuple; None when not literal."""
    if positions is None:
        return None
    return ast.Tuple([ast.Constant(p + count if p >= 0 else p) for p in sorted(positions)], ast.Load())


class PartialRuns:
    """Seeds and feeds through partial (TracedFunctions' ``transforms``, ``_apply``, ``_entry``)."""

    def _partial_target(self, wrapped) -> Optional[tuple]:
        """(the def a call through ``wrapped`` runs,) when it is layers over a partial."""
        found = partial_run(self.transforms, wrapped)
        return None if found is None else (found[0].function,)

    def _apply_partial(self, wrapped, base: Tracing = Tracing.NONE) -> None:
        """Trace the partial's def as the layers (and ``base``, a lax primitive's staging of
        a body) do, but what partial binds."""
        found = partial_run(self.transforms, wrapped)
        if found is not None:
            self._apply(found[0], base, fixed=found[1])

    def _apply_lax_partial(self, wrapped, qualname: str) -> None:
        """A loop's or a map's body that is a partial (``lax.scan(partial(step, cfg), c, xs)``),
        traced as the primitive stages it.  Not a branch of cond or switch: a branch is often the
        partial binding the mode it selects, and its def's guards on that mode (``if
        max_occupancy is None:``, jax-md's neighbor lists) are not read from here."""
        if not LAX_PRIMITIVES[qualname].selects_a_branch:
            self._apply_partial(wrapped, Tracing.STAGED)

    def _lax_partial(self, body: ast.expr, qualname: str, scope: Scope) -> Optional[tuple]:
        """(the def, the parameters partial binds, how many by position) when ``body``, a body
        of the loop or map ``qualname`` (not a branch: see :meth:`_apply_lax_partial`), is a
        partial of a def of the module; None otherwise."""
        if LAX_PRIMITIVES[qualname].selects_a_branch:
            return None
        found = partial_run(self.transforms, self.transforms.resolve(body, scope) or Wrapped((), None, callee=(body, scope)))
        return None if found is None else (found[0].function, found[1], found[2])

    def _lax_partial_def(self, body: ast.expr, qualname: str, scope: Scope) -> Optional[Scope]:
        found = self._lax_partial(body, qualname, scope)
        return None if found is None else found[0]

    def _body_index(self, bodies, qualname: str, scope: Scope, function: Scope, name: str) -> Optional[int]:
        """The position the primitive ``qualname`` hands parameter ``name`` of ``function`` at,
        when one of its ``bodies`` runs ``function`` (past the positions a partial of it binds);
        None when none does, or partial binds ``name``."""
        if name not in function.positional:
            return None
        index = function.positional.index(name)
        for body in bodies:
            if self.transforms.function_of(body, scope) is function:
                return index
            found = self._lax_partial(body, qualname, scope)
            if found is not None and found[0] is function and name not in found[1]:
                return index - found[2]
        return None

    def _partial_feeds(self, call: ast.Call, wrapped, function: Scope, name: str, shapes: bool) -> Iterator[tuple]:
        """(argument, Entry) of ``call`` through ``wrapped`` (layers over a partial of
        ``function``) that becomes parameter ``name``, when partial does not bind it."""
        found = partial_run(self.transforms, wrapped)
        if found is None or found[0].function is not function or name in found[1] or not found[0].fully_known:
            return
        entry = self._entry(found[0], name, shapes)
        if entry is not None:
            yield function.argument_for(call, name, found[2]), entry
