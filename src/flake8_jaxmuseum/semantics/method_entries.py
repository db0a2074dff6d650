"""A module's entries into methods of another module's classes: a method read off an
instance of an imported class under jit (``jax.jit(model.apply)``), an instance transformed
(``jax.vmap(model)``), a method called from traced code (``model(x)``), and a class-level
method read off an imported class (``jax.jit(Physics.step)``).  Part of the summary
(:mod:`.summary`), which yields them."""

from __future__ import annotations

import ast
from typing import Callable, Optional

from ..astutil import has_star_args
from .handed import facts, handed_facts, imported_name, imported_train_state_model, in_project, resolvable
from .jaxapi import APPLY_FN_FIELD
from .model import Semantics
from .project import MethodEntry, Outgoing, TransformEntry
from .tracing_kinds import Entry, Tracing


def traced(semantics: Semantics, value: ast.expr, scope) -> bool:
    """``value`` is proven a tracer, within a bounded question (unproven past its budget)."""
    return semantics.bounded(lambda: semantics.is_traced(value, scope), False)


def traced_slots(semantics: Semantics, call: ast.Call, scope, proven: Callable = traced) -> tuple:
    """(the positions, the keywords) of the arguments of ``call`` that ``proven(semantics,
    value, scope)`` holds of (default: the tracers it hands)."""
    positions = tuple(i for i, value in enumerate(call.args) if proven(semantics, value, scope))
    keywords = tuple(
        item.arg for item in call.keywords if item.arg is not None and proven(semantics, item.value, scope)
    )
    return positions, keywords


def jitted_method(semantics: Semantics, wrapped, site: str) -> Optional[Outgoing]:
    """``jax.jit(model.apply)``, ``jax.jit(model.encode)`` with ``model`` an instance of an
    imported class, under plain staging layers (options would count positions in the
    method's signature, which this module does not see): every parameter traced."""
    inner, scope = wrapped.callee
    if not isinstance(inner, ast.Attribute) or not wrapped.stages_only(semantics.jit_disabled):
        return None
    if any(layer.configured for layer in wrapped.layers):
        return None
    cls = semantics.instances.imported_instance(inner.value, scope)
    by_name = cls is None
    cls = cls or imported_name(semantics, inner.value, scope)
    if cls is None:
        return None
    return Outgoing(cls, MethodEntry("", inner.attr, (), (), Tracing.STAGED.value, site, every=True), by_name)


def transformed_instance(semantics: Semantics, wrapped, site: str) -> Optional[Outgoing]:
    """``jax.vmap(model)``, ``jax.jit(model)`` with ``model`` an instance of an imported
    class, under plain staging or mapping layers (options would count the instance's
    arguments; equinox's filter_* leave a Python value as it is): its ``__call__`` traced,
    every parameter as the layers hand it."""
    inner, scope = wrapped.callee
    layers = wrapped.layers
    if not isinstance(inner, ast.Name) or not all(
            layer.known and (layer.spec.stages or layer.spec.maps) and not layer.configured
            and not layer.spec.module_first and not layer.spec.traces_arrays_only and not layer.decorator
            for layer in layers):
        return None
    cls = semantics.instances.imported_instance(inner, scope)
    if cls is None or not resolvable(semantics, cls):
        return None
    how = Tracing.NONE
    for layer in layers:
        how |= (Tracing.STAGED if layer.spec.stages else Tracing.NONE) | (
            Tracing.MAPPED if layer.spec.maps else Tracing.NONE)
    return Outgoing(cls, MethodEntry("", "__call__", (), (), how.value, site, every=True))


def configured_jitted_method(semantics: Semantics, wrapped, call: ast.Call, scope, site: str) -> Optional[Outgoing]:
    """``apply = jax.jit(model.apply, static_argnames="train"); apply(v, x, train=True)`` with
    ``model`` an instance of an imported class: the arguments the options leave traced
    (counted as the call writes them, as apply takes them), and what the call hands them."""
    inner, inner_scope = wrapped.callee
    if not isinstance(inner, ast.Attribute) or not wrapped.stages_only(semantics.jit_disabled):
        return None
    if not any(layer.configured for layer in wrapped.layers) or has_star_args(call):
        return None
    static_positions, static_names = set(), set()
    for layer in wrapped.layers:
        statics = layer.static_arguments() if layer.configured else (set(), set())
        if statics is None or any(position < 0 for position in statics[0]):
            return None
        static_positions |= statics[0]
        static_names |= statics[1]
    cls = semantics.instances.imported_instance(inner.value, inner_scope)
    by_name = cls is None
    cls = cls or imported_name(semantics, inner.value, inner_scope)
    if cls is None or not resolvable(semantics, cls):
        return None
    slots = [(i, value) for i, value in enumerate(call.args) if i not in static_positions]
    slots += [(item.arg, item.value) for item in call.keywords if item.arg not in static_names]
    positions = tuple(slot for slot, _ in slots if isinstance(slot, int))
    keywords = tuple(slot for slot, _ in slots if isinstance(slot, str))
    handed = semantics.bounded(lambda: facts(semantics, slots, scope, Entry.STAGED), None) if slots else None
    if not handed:
        return None
    return Outgoing(cls, MethodEntry("", inner.attr, positions, keywords, Tracing.STAGED.value, site, handed=handed),
                    by_name)


def method_entry(semantics: Semantics, call: ast.Call, function, how, where: Callable[[int], str],
                  target_useful: bool = True) -> Optional[Outgoing]:
    """``model(x)`` / ``model.apply(v, x)`` / ``model.f(x)`` on an instance of an imported
    class, handed tracers: a MethodEntry into the class's module.  Of a class outside the
    project, when the call's own name (``target_useful``) leads nowhere in it either, no
    question is asked: nothing it could give resolves."""
    instances = semantics.instances
    func = call.func
    cls, attribute = instances.imported_instance(func, function), "__call__"
    if cls is None and isinstance(func, ast.Attribute):
        cls, attribute = instances.imported_instance(func.value, function), func.attr
    if cls is None and isinstance(func, ast.Attribute) and func.attr == APPLY_FN_FIELD:
        cls, attribute = imported_train_state_model(semantics), "apply"  # ``state.apply_fn(v, x)``
    if cls is None or any(k.arg == "method" for k in call.keywords):
        return None
    if not target_useful and not in_project(semantics, cls):
        return None
    positions, keywords = traced_slots(semantics, call, function)
    if not (positions or keywords):
        return None
    # (an entry into a class no module of the project holds resolves to nothing: no facts asked)
    handed = handed_facts(semantics, call, function, Entry.DIRECT) or () if resolvable(semantics, cls) else ()
    return Outgoing(cls, MethodEntry("", attribute, positions, keywords, how.value, where(call.lineno), handed=handed,
                                     receiver=_receiver(semantics, func, attribute, cls, function)))


def _receiver(semantics: Semantics, func: ast.expr, attribute: str, cls: str, scope) -> str:
    """``stimuli`` of ``stimuli.set_currents(c)`` when ``stimuli`` is imported from the module
    of its class (``from helpers import stimuli``): the name its own module binds it to; else ""."""
    if not isinstance(func, ast.Attribute) or func.attr != attribute or not isinstance(func.value, ast.Name):
        return ""
    held = imported_name(semantics, func.value, scope)
    if held is None or held.rpartition(".")[0] != cls.rpartition(".")[0]:
        return ""
    return held.rpartition(".")[2]


def class_level_transform(semantics: Semantics, inner: ast.expr, target: str, layers: tuple,
                          site: str) -> Optional[Outgoing]:
    """``jax.jit(Physics.step)``, ``Physics`` a class imported from the project (``target``:
    the dotted name of what the layers wrap, ``model.Physics.step``, which names no module's
    def): the layers over the class's ``step``, which its module reads (a classmethod or a
    staticmethod runs as written there)."""
    if not isinstance(inner, ast.Attribute) or resolvable(semantics, target):
        return None
    owner = target.rpartition(".")[0]
    if not resolvable(semantics, owner):
        return None
    return Outgoing(owner, TransformEntry("", layers, 0, site, attribute=inner.attr))
