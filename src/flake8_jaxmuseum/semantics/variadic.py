"""A traced function's ``*args`` and ``**kwargs``: which a transform's layer fills with tracers.

``jax.jit`` hands every argument it does not keep static in as a tracer, those that land
in ``*args`` (a tuple of them) and ``**kwargs`` (a dict) too (verified on jax 0.10.2:
``@jax.jit def f(*args)`` then ``x, y, z = args; if x > z:`` raises
TracerBoolConversionError, as does ``kwargs["x"] > kwargs["z"]``).  ``jax.vmap`` maps every
positional argument with an integer ``in_axes`` (the default 0).  A static option that may
reach them (``static_argnums`` past the named parameters, ``static_argnames`` naming no
parameter) keeps some of them Python values: then neither is said to hold tracers.  Used
by :class:`.tracing.TracedFunctions`."""

from __future__ import annotations

import ast
from typing import Callable

from ..astutil import const_int, const_int_set, positional_args
from .jaxapi.transforms import ARGNUMS_AND_NAMES, POSITIONS
from .scopes import Scope
from .transforms import Layer


def staged_variadic(layer: Layer, function: Scope) -> list:
    """The ``*args`` and ``**kwargs`` of ``function`` that a staging ``layer`` (jit, pmap,
    checkpoint) hands tracers; none under a scan (the carry comes first) or a lifted
    transform (the module does), nor when its static options are unreadable or may reach them."""
    spec = layer.spec
    if not function.variadic or spec.scans or spec.module_first or spec.static_style not in (
            ARGNUMS_AND_NAMES, POSITIONS, None):
        return []
    statics = layer.static_arguments()
    if statics is None:
        return []
    positions, names = statics
    count = len(function.positional)
    if any(not -count <= position < count for position in positions) or names - set(function.params):
        return []
    return list(function.variadic)


def mapped_variadic(layer: Layer, function: Scope) -> list:
    """``*args`` of ``function`` when a mapping ``layer`` (vmap) maps every positional
    argument (``in_axes`` left out, or one integer); a ``**kwargs`` is not said to be mapped."""
    node = function.node.args if function.variadic else None
    if node is None or node.vararg is None or layer.spec.module_first:
        return []
    in_axes = layer.in_axes()
    return [node.vararg.arg] if in_axes is None or const_int(in_axes) is not None else []


def handed_variadic(callee: Scope, call: ast.Call, bound: int, skip: int, traced: Callable[[ast.expr], bool]) -> list:
    """The ``*args`` and ``**kwargs`` of ``callee`` that a call from traced code fills with
    tracers only (``check(a, b)`` of ``def check(*xs)`` with ``a`` and ``b`` traced): each is
    named when every argument that lands in it is ``traced`` (``bound``: parameters the callee
    already holds, a method's instance; ``skip``: arguments that do not reach it)."""
    node = callee.node.args if callee.variadic else None
    positional = positional_args(call) if node is not None else None
    if positional is None:
        return []
    found = []
    extra = positional[skip + len(callee.positional) - bound:]
    if node.vararg is not None and extra and all(traced(value) for value in extra):
        found.append(node.vararg.arg)
    keywords = [item.value for item in call.keywords if item.arg is not None and item.arg not in callee.params]
    if node.kwarg is not None and keywords and all(traced(value) for value in keywords):
        found.append(node.kwarg.arg)
    return found


def entered_variadic(callee: Scope, positions: tuple, count: int, keywords: tuple, named: tuple) -> list:
    """The same for a call in another module of the project (its CallEntry): ``positions``
    and ``keywords`` are tracers, of ``count`` positional arguments and the keywords ``named``."""
    node = callee.node.args if callee.variadic else None
    if node is None:
        return []
    first = len(callee.positional)
    found = [node.vararg.arg] if node.vararg is not None and count > first and set(
        range(first, count)) <= set(positions) else []
    extra = [name for name in named if name not in callee.params]
    if node.kwarg is not None and extra and set(extra) <= set(keywords):
        found.append(node.kwarg.arg)
    return found


def differentiated_by(layer: Layer, function: Scope, bound: int = 0) -> list:
    """The parameters of ``function`` a grad-like ``layer`` differentiates (its argnums,
    default 0, counted past the ``bound`` ones: a bound method's instance); none when
    argnums is not literal."""
    argnums = layer.option("argnums", layer.spec.argnums_position)
    positions = {0} if argnums is None else const_int_set(argnums)
    if positions is None:
        return []
    positional = function.positional[bound:]
    count = len(positional)
    return [p for i, p in enumerate(positional) if {i, i - count} & positions]


def differentiated_varargs(layer: Layer, function: Scope, bound: int = 0) -> set:
    """The positions within ``function``'s ``*args`` that a grad-like ``layer``'s literal,
    non-negative argnums reach past its named positional parameters."""
    node = function.node
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or node.args.vararg is None:
        return set()
    argnums = layer.option("argnums", layer.spec.argnums_position)
    positions = {0} if argnums is None else const_int_set(argnums)
    count = len(function.positional) - bound  # a bound method's instance is no argument
    return {p - count for p in positions or () if p >= count}
