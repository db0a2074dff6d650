"""What this module does to definitions of other modules pasted into its model (see
:mod:`.exports`): the entries its summary hands their modules (a transform over a pasted
def or over what a pasted factory returns, a framework's apply of a pasted def, a pasted
class's method under jit, a classmethod or staticmethod read off a pasted class), and a
pasted def, method or returned closure that this module's own code traces, however it does."""

from __future__ import annotations

import ast
from typing import Callable, Iterator, Optional

from .callable_values import returned_by
from .handed import facts
from .model import Semantics
from .project import (
    RETURNED, CallEntry, FedEntry, Handed, InstanceCallEntry, MethodEntry, Outgoing, PortableLayer, TransformEntry,
)
from .scopes import ScopeType
from .tracing_kinds import ABSTRACT, Entry, Tracing


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


def pasted_factory(semantics: Semantics, wrapped) -> Optional[tuple]:
    """(the dotted name of the def of another module, pasted here, that returns the def
    ``wrapped`` runs, its position in the tuple it returns or -1) (``jax.jit(make_step(model))``:
    the closure ``make_step`` returns; ``jax.jit(opt_update)`` of ``opt_init, opt_update =
    make_optimizer(0.1)``: the second), under fully known layers; None otherwise."""
    pasted = semantics.pasted
    function = wrapped.function
    if pasted is None or function is None or not wrapped.fully_known or wrapped.bound or function.parent is None:
        return None
    factory = function.parent
    origin = pasted.origin_of(factory.node)
    if origin is None:
        return None
    first = factory.returns[0] if factory.returns else None
    elements = [-1] + list(range(len(first.elts) if isinstance(first, ast.Tuple) and len(first.elts) <= 8 else 0))
    for element in elements:
        returned = returned_by(semantics.transforms, factory, element=None if element < 0 else element)
        if returned is not None and returned.function is function and not returned.layers:
            return origin, element
    return None


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
    classmethod or staticmethod of it that something else decorates too (``@jax.jit`` under
    ``@classmethod``, which then takes the class as argument): the call through the class.
    (Of a bare one, its module knows all the call could tell it.)"""
    owner = semantics.classes.class_named(name, scope)
    origin = None if owner is None else semantics.pasted.origin_of(owner.node)
    method = None if origin is None else semantics.classes.method(owner, attribute)
    if method is None or len(method.node.decorator_list) < 2 or not _read_off_class(method):
        return None
    return Outgoing(origin, InstanceCallEntry("", attribute, site, through_class=True))


def _class_level(function) -> bool:
    """``function`` is a method of a top-level class decorated ``@classmethod`` or
    ``@staticmethod`` alone (read off its class, it runs as written)."""
    parent = function.parent
    return (parent is not None and parent.type is ScopeType.CLASS and parent.parent is not None
            and parent.parent.type is ScopeType.MODULE and len(getattr(function.node, "decorator_list", ())) == 1
            and _read_off_class(function))


def _read_off_class(function) -> bool:
    """The first decorator of the def ``function`` is ``@classmethod`` or ``@staticmethod``."""
    decorators = getattr(function.node, "decorator_list", ())
    first = decorators[0] if decorators else None
    return isinstance(first, ast.Name) and first.id in ("classmethod", "staticmethod")


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


def pasted_traced(semantics: Semantics, where: Callable[[int], str], named: set) -> Iterator[Outgoing]:
    """Another module's def (or method of its class) pasted here and traced by what this
    module does with it, however (an optimizer's schedule run by a jitted update, a
    haiku transform's module applied in a jitted step, a linen scan over its class): its
    parameters traced, by name and as they are traced here, for its own module to read
    (where its rules report).  Of a def (a class) no other entry of the module names
    (``named``, by :func:`traced_key`: theirs say how and where it is traced), and that the
    module's own code reaches (:func:`_reached_here`)."""
    pasted = semantics.pasted
    tracing = semantics.tracing
    candidates = [function for function in semantics.traced_functions() if id(function.node) in pasted.nodes
                  and isinstance(function.node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))]
    if not candidates:
        return
    callers = _pasted_def_callers(semantics)
    for function in candidates:
        node = function.node
        if not _reached_here(semantics, function, callers):
            continue
        parent = function.parent
        lambda_ = isinstance(node, ast.Lambda)  # (only as what a pasted factory returns)
        origin, returned = None if lambda_ else pasted.origin_of(node), False
        if origin is None and not lambda_ and parent.type is ScopeType.CLASS and parent.parent.type is ScopeType.MODULE:
            origin = pasted.origin_of(parent.node)  # a method of a pasted class
        elif origin is None and parent.type is ScopeType.FUNCTION and parent.parent.type is ScopeType.MODULE:
            found = returned_by(semantics.transforms, parent)  # the closure a pasted factory returns
            returned = found is not None and found.function is function and not found.layers
            origin = pasted.origin_of(parent.node) if returned else None
        key = node.name if parent.type is ScopeType.CLASS else RETURNED if returned else ""
        if origin is None or (origin, key) in named:
            continue
        by_how: dict = {}
        for name, how in tracing.params(function).items():
            if how & ABSTRACT and not tracing.traced_if_array(function, name):  # (filter_jit's Python values stay)
                by_how.setdefault((how & ABSTRACT).value, []).append(name)
        run = semantics.run_by(function)
        site = where((run or node).lineno)
        handed = _proven(semantics, function, by_how)  # what this module proves they hold (optax's step count: an array)
        if parent.type is ScopeType.CLASS:
            # (a method's: by name, and none for its other parameters, which no call leaves out)
            proven = {fact.slot for fact in handed}
            handed += tuple(Handed(name) for name in function.params[1:] if name not in proven) if handed else ()
            for how, names in sorted(by_how.items()):
                yield Outgoing(origin, MethodEntry("", node.name, (), tuple(sorted(names)), how, site, handed=handed))
            continue
        for how, names in sorted(by_how.items()):
            yield Outgoing(origin, CallEntry("", (), tuple(sorted(names)), how, site, returned=returned))
        if handed:
            yield Outgoing(origin, FedEntry("", Entry.DIRECT.value, handed, site, returned=returned))


def _proven(semantics: Semantics, function, by_how: dict) -> tuple:
    """A Handed fact for each traced parameter of ``function`` this module proves an array
    or one tracer, within a bounded question."""
    found = []
    for name in sorted(name for names in by_how.values() for name in names):
        array = semantics.bounded(lambda: semantics.arrays.param(function, name), False)
        leaf = semantics.bounded(lambda: semantics.leaves.param(function, name), False)
        if array or leaf:
            found.append(Handed(name, array=array, leaf=leaf))
    return tuple(found)




def traced_key(outgoing: Outgoing) -> Optional[tuple]:
    """(target, its method or "") of an entry that says the target runs traced there (a
    transform, a call from traced code, a method run so); None for any other."""
    entry = outgoing.entry
    if isinstance(entry, (TransformEntry, CallEntry)):
        return outgoing.target, getattr(entry, "attribute", "") or (RETURNED if entry.returned else "")
    if isinstance(entry, MethodEntry):
        return outgoing.target, entry.attribute
    return None


def _pasted_def_callers(semantics: Semantics) -> dict:
    """Traced function -> whether every call graph edge into it (from traced callers) comes
    from a def or method pasted here: then that def's own module, told it is traced, follows
    the call itself."""
    pasted = semantics.pasted.nodes
    only: dict = {}
    for caller in semantics.traced_functions():
        from_def = id(caller.node) in pasted and isinstance(caller.node, (ast.FunctionDef, ast.AsyncFunctionDef))
        for edge in semantics.tracing.graph.edges_from(caller):
            # (an optimizer's update runs the schedule of the optimizer handed: one made here, maybe)
            only[edge.callee] = only.get(edge.callee, True) and from_def and not edge.own_arguments
    return only


def _reached_here(semantics: Semantics, function, callers: dict) -> bool:
    """The pasted ``function`` is traced by this module's doing: called from its own code
    (or a pasted lambda: ``hk.transform(lambda x: Net()(x))``), or entered by a transform
    here, not by its own decorators (its module applies them)."""
    if function in callers:
        return not callers[function]
    return not (getattr(function.node, "decorator_list", None) and semantics.transforms.of_def(function).layers)
