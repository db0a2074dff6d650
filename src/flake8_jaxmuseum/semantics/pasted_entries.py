"""What this module does to definitions of other modules pasted into its model (see
:mod:`.exports`): the entries its summary hands their modules (a transform over a pasted
def or over what a pasted factory returns, a framework's apply of a pasted def, a pasted
class's method under jit)."""

from __future__ import annotations

import ast
from typing import Callable, Iterator, Optional

from .callable_values import returned_by
from .handed import facts
from .model import Semantics
from .project import CallEntry, FedEntry, InstanceCallEntry, MethodEntry, Outgoing, PortableLayer, TransformEntry
from .scopes import ScopeType
from .tracing_kinds import Entry, Tracing


def pasted_function(semantics: Semantics, wrapped) -> Optional[str]:
    """The dotted name of the def ``wrapped`` runs, when it is another module's, pasted
    into this module's model (see exports.py), under fully known layers; None otherwise."""
    pasted = semantics.pasted
    if pasted is None or wrapped.function is None or not wrapped.fully_known or wrapped.bound:
        return None
    return pasted.origin_of(wrapped.function.node)


def pasted_framework(semantics: Semantics, wrapped, call: ast.Call, scope, where: Callable[[int], str]) -> Iterator[Outgoing]:
    """``jax.jit(net.apply)(params, rng, x, True)`` with ``net`` a haiku transform of a def
    pasted here: jit traces the def's parameters (all but the static ones), handed what
    the call hands them (apply's argument i is the def's positional parameter i - skipped + bound)."""
    pasted = semantics.pasted
    found = semantics.tracing.framework_target(wrapped) if pasted is not None else None
    origin = pasted.origin_of(found[0].node) if found is not None else None
    if origin is None:
        return
    function, bound, skipped, static = found
    traced = tuple(name for name in (function.params[bound:] if bound else function.params) if name not in static)
    if not traced:
        return
    site = where(call.lineno)
    yield Outgoing(origin, CallEntry("", (), traced, Tracing.STAGED.value, site))
    slots: list = []
    for index, value in enumerate(call.args):
        position = index - skipped + bound
        if isinstance(value, ast.Starred):
            return
        if 0 <= position < len(function.positional) and function.positional[position] in traced:
            slots.append((position, value))
    for item in call.keywords:
        if item.arg is None:
            return
        if item.arg in traced:
            slots.append((item.arg, item.value))
    handed = semantics.bounded(lambda: facts(semantics, slots, scope, Entry.STAGED), None) if slots else None
    if handed:
        yield Outgoing(origin, FedEntry("", Entry.STAGED.value, handed, site))


def pasted_factory(semantics: Semantics, wrapped) -> Optional[str]:
    """The dotted name of the def of another module, pasted here, that returns the def
    ``wrapped`` runs (``jax.jit(make_step(model))``: the closure ``make_step`` returns), under
    fully known layers; None otherwise."""
    pasted = semantics.pasted
    function = wrapped.function
    if pasted is None or function is None or not wrapped.fully_known or wrapped.bound or function.parent is None:
        return None
    origin = pasted.origin_of(function.parent.node)
    returned = returned_by(semantics.transforms, function.parent) if origin is not None else None
    return origin if returned is not None and returned.function is function and not returned.layers else None


def pasted_class_level(semantics: Semantics, wrapped, site: str) -> Optional[Outgoing]:
    """``jax.jit(Physics.step)``, the class of another module pasted here and ``step`` a
    classmethod or staticmethod read off it: the layers the call applies over it."""
    pasted = semantics.pasted
    function = wrapped.function
    if pasted is None or function is None or not wrapped.fully_known or not _class_level(function):
        return None
    origin = pasted.origin_of(function.parent.node)
    layers = applied(wrapped)
    if origin is None or not layers:
        return None
    portable = tuple(PortableLayer.of(layer.qualname, layer.options) for layer in layers)
    return Outgoing(origin, TransformEntry("", portable, 0, site, attribute=function.node.name))


def pasted_class_call(semantics: Semantics, name: ast.Name, attribute: str, scope, site: str) -> Optional[Outgoing]:
    """``A.zeros(x)``, the class ``A`` of another module pasted here and ``zeros`` a
    classmethod or staticmethod of it (whatever else decorates it): the call through the class."""
    owner = semantics.classes.class_named(name, scope)
    origin = None if owner is None else semantics.pasted.origin_of(owner.node)
    method = None if origin is None else semantics.classes.method(owner, attribute)
    decorators = getattr(method.node, "decorator_list", ()) if method is not None else ()
    if not (decorators and isinstance(decorators[0], ast.Name) and decorators[0].id in ("classmethod", "staticmethod")):
        return None
    return Outgoing(origin, InstanceCallEntry("", attribute, site, through_class=True))


def _class_level(function) -> bool:
    """``function`` is a method of a top-level class decorated ``@classmethod`` or
    ``@staticmethod`` alone (read off its class, it runs as written)."""
    parent = function.parent
    decorators = getattr(function.node, "decorator_list", ())
    return (parent is not None and parent.type is ScopeType.CLASS and parent.parent is not None
            and parent.parent.type is ScopeType.MODULE and len(decorators) == 1 and isinstance(decorators[0], ast.Name)
            and decorators[0].id in ("classmethod", "staticmethod"))


def pasted_method(semantics: Semantics, wrapped, site: str) -> Optional[Outgoing]:
    """``jax.jit(agent.update)`` with ``agent`` an instance of another module's class,
    pasted: the bound method under plain staging layers, as :func:`_jitted_method` says
    of an imported class's."""
    pasted = semantics.pasted
    function = wrapped.function
    if pasted is None or function is None or not wrapped.bound or not wrapped.stages_only(semantics.jit_disabled):
        return None
    if any(layer.configured for layer in wrapped.layers) or function.parent is None or _class_level(function):
        return None  # (a classmethod read off its class: see pasted_class_level)
    origin = pasted.origin_of(function.parent.node)
    if origin is None:
        return None
    return Outgoing(origin, MethodEntry("", function.node.name, (), (), Tracing.STAGED.value, site, every=True))


def applied(wrapped) -> tuple:
    """The layers a call applies to a pasted def, less the decorators its own module wrote."""
    return tuple(layer for layer in wrapped.layers if not layer.decorator)
