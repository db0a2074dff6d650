"""A module as the rest of its project sees it: a picklable summary.

What the module defines (its functions, the names it re-exports from other modules) and
what it does to names it imports: a transform applied to one (``jax.jit(model.loss)``), a
lax body that is one (``jax.lax.scan(model.body, ...)``), or a call of one from traced
code with tracers (``loss(params, x)`` inside a jitted step).  The project index
(:mod:`flake8_jaxmuseum.project`) resolves those names over the import graph and hands
each target module its entries (:class:`.project.ModuleContext`).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, replace
from typing import Callable, Iterator, Optional

from ..astutil import argument, const_int_set, is_number, positional_args
from .jaxapi import LAX_PRIMITIVES, NUMPY_ARRAYS, TRACING_LEAF_NAMES
from .model import Semantics
from .project import (
    CALLED,
    CallEntry,
    ModuleContext,
    FedEntry,
    Handed,
    MethodEntry,
    PortableLayer,
    TransformEntry,
    entry_from_json,
    entry_to_json,
)
from .indexer import Indexer
from .scopes import Assigned, Imported, Scope, the_one
from .tracing import lax_bodies
from .tracing_kinds import ABSTRACT, Entry, Tracing
from .values import ValueKind, is_array
from .values.tree_maps import maps_one_tree


@dataclass(frozen=True)
class Outgoing:
    """``entry`` is what this module does to ``target``, a dotted name it imports (the
    entry's ``function`` is left empty: the index fills in the def it resolves to)."""

    target: str
    entry: object  # TransformEntry or CallEntry
    # ``target`` is a name imported by name that may hold an instance (``from model import
    # model``): the entry holds only if the index finds an instance of a class there.
    instance_only: bool = False


@dataclass(frozen=True)
class ModuleSummary:
    name: str
    functions: frozenset  # names bound once to a top-level def
    reexports: tuple  # ((name, dotted name it imports), ...)
    outgoing: tuple  # Outgoing, in source order
    classes: frozenset = frozenset()  # names bound once to a top-level class
    # ((name, its class), ...): names bound once at module level to ``Class(...)``, the class
    # this module's own or a dotted name it imports (``model = Net()``, imported by name elsewhere).
    instances: tuple = ()
    disables_jit: bool = False  # runs ``jax.config.update("jax_disable_jit", True)`` at its top level


def summarize(semantics: Semantics, name: str, site: str, line_site: Optional[Callable[[int], str]] = None) -> ModuleSummary:
    """The summary of the module ``semantics`` analysed, named ``name``; ``site``: how
    messages name its file ("train.py"); ``line_site``: how they name a line of it, when
    not by its number ("cell 3:2" of a notebook)."""
    names = _unpasted(_names(name, semantics.module_scope), semantics.pasted)
    seen: set = set()
    outgoing = []
    where = (lambda line: f"{site}:{line_site(line)}") if line_site is not None else (lambda line: f"{site}:{line}")
    for found in _outgoing(semantics, where):
        if found not in seen and _in_project(semantics, found.target):
            seen.add(found)
            outgoing.append(found)
    return replace(names, outgoing=tuple(outgoing), disables_jit=semantics.names.disables_jit)


def names_only(tree: ast.Module, context: ModuleContext) -> ModuleSummary:
    """What the module defines and re-exports, from its scopes alone (no analysis): what
    the project needs of a module before (or without) linting it."""
    indexer = Indexer(tree, context)
    indexer.walk(tree)
    return _names(context.name, indexer.module_scope)


def _names(name: str, module: Scope) -> ModuleSummary:
    """The summary of the module ``module`` scopes, less what it does to others."""
    functions = frozenset(
        bound for bound in module.bindings if isinstance(module.defined(bound), (ast.FunctionDef, ast.AsyncFunctionDef))
    )
    classes = frozenset(bound for bound in module.bindings if isinstance(module.defined(bound), ast.ClassDef))
    reexports = tuple(
        (bound, bindings[0].qualname)
        for bound, bindings in module.bindings.items()
        if isinstance(bindings[0], Imported) and all(b == bindings[0] for b in bindings)
    )
    return ModuleSummary(name, functions, reexports, (), classes, _instances(module, classes))


def _unpasted(summary: ModuleSummary, pasted) -> ModuleSummary:
    """The summary of the module as written: the definitions pasted into its model (see
    exports.py) are the imports they replaced, or nothing of its own."""
    if pasted is None:
        return summary
    names = pasted.names
    reexports = tuple(pair for pair in summary.reexports if pair[0] not in names) + tuple(pasted.replaced.items())
    return replace(summary, functions=summary.functions - names.keys(), classes=summary.classes - names.keys(),
                   reexports=reexports, instances=tuple(
                       (bound, pasted.replaced.get(cls, names.get(cls, cls))) for bound, cls in summary.instances
                       if bound not in names))


def _instances(module: Scope, classes: frozenset) -> tuple:
    """Names bound once at module level to a call of a class: this module's (its name), or
    one it imports by name (its dotted name)."""
    found = []
    for bound, bindings in module.bindings.items():
        only = the_one(bindings)
        value = only.value if isinstance(only, Assigned) else None
        if not isinstance(value, ast.Call) or not isinstance(value.func, ast.Name):
            continue
        called = the_one(module.bindings.get(value.func.id))
        if value.func.id in classes:
            found.append((bound, value.func.id))
        elif isinstance(called, Imported):
            found.append((bound, called.qualname))
    return tuple(sorted(found))


def _imported_name(semantics: Semantics, node: Optional[ast.expr], scope) -> Optional[str]:
    """The dotted name ``node`` provably is through the module's imports (a def or class
    of the module has none: its own business), unless it is JAX's; None otherwise."""
    if not isinstance(node, (ast.Name, ast.Attribute)):
        return None
    pasted = semantics.pasted_origin(node, scope)
    if pasted is not None:
        return pasted  # a definition of another module, pasted: its own name
    qualname = semantics.qualified_name(node, scope)
    if qualname is None and isinstance(node, ast.Name):
        # bound again later (``step = jax.jit(step)``): the import, where it alone reaches
        reaching = semantics.binding(node.id, scope, node)
        qualname = reaching.qualname if isinstance(reaching, Imported) else None
    if qualname is None or qualname == "jax" or qualname.startswith("jax."):
        return None
    return qualname




def _in_project(semantics: Semantics, target: str) -> bool:
    """``target``, a dotted name the module imports, may lead to a module of its project
    (its top-level name is one of theirs): an entry into anything else resolves to nothing,
    so no question is asked for it."""
    tops = semantics.project.top_names if semantics.project is not None else None
    return tops is None or target.split(".", 1)[0] in tops


def _traced(semantics: Semantics, value: ast.expr, scope) -> bool:
    """``value`` is proven a tracer, within a bounded question (unproven past its budget)."""
    return semantics.bounded(lambda: semantics.is_traced(value, scope), False)


# Values a plain call's facts may read (CALLED: every call of an imported def, most of them
# in code no trace enters, where a value's kind is asked for the summary alone).
CALLED_BUDGET = 20


def _handed(semantics: Semantics, call: ast.Call, scope, entry: Optional[Entry]) -> Optional[tuple]:
    """What ``call`` hands each parameter, as :class:`Handed` facts; None with ``*args``
    (or when proving them reads more than a bounded question may)."""
    if entry is None:
        return semantics.bounded(lambda: _handed_facts(semantics, call, scope, entry), None, CALLED_BUDGET)
    return semantics.bounded(lambda: _handed_facts(semantics, call, scope, entry), None)


def _handed_facts(semantics: Semantics, call: ast.Call, scope, entry: Optional[Entry]) -> Optional[tuple]:
    """``entry`` None: a plain call (CALLED), the facts every way its def may take them."""
    if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
        return None
    return _facts(semantics, [*enumerate(call.args), *((k.arg, k.value) for k in call.keywords)], scope, entry)


def _facts(semantics: Semantics, slots: list, scope, entry: Optional[Entry]) -> tuple:
    """The :class:`Handed` facts of each (slot, argument) of ``slots``, handed on through ``entry``."""
    untraced = isinstance(scope.node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and (
        semantics.traced_params(scope) is None)
    found = []
    for slot, value in slots:
        none = isinstance(value, ast.Constant) and value.value is None
        if entry is None:
            if untraced and not isinstance(value, (ast.Call, ast.Constant)):
                # in a def no trace enters, only what the argument's own expression builds is
                # asked: following its names back (to what the def's callers hand it) for
                # every call of an imported def costs more than project mode may
                found.append(Handed(slot, none=none, number=is_number(value),
                                    instance=_instance_of(semantics, value, scope)))
                continue
            kind = semantics.value_kind(value, scope)
            found.append(Handed(
                slot, semantics.arrays.expression(value, scope, Entry.DIRECT),
                semantics.leaves.leaf(value, scope, Entry.STAGED), none, kind == ValueKind.TRACED_ARRAY,
                is_number(value),
                isinstance(value, ast.Call) and semantics.qualified_name(value.func, scope) in NUMPY_ARRAYS,
                semantics.masks.boolean_array(value, scope), semantics.dtype_kind(value, scope) or "",
                semantics.sequences.is_int(value, scope), is_array(kind), semantics.sequences.kind(value, scope) or "",
                _instance_of(semantics, value, scope), *_shape_facts(semantics, value, scope),
            ))
            continue
        if entry is Entry.DIRECT:
            leaf = semantics.value_kind(value, scope) == ValueKind.TRACED_ARRAY
        else:
            leaf = semantics.leaves.leaf(value, scope, entry)
        array = semantics.arrays.expression(value, scope, entry)
        shape, rank, least_rank = _shape_facts(semantics, value, scope) if entry is not Entry.MAPPED else (None, None, 0)
        found.append(Handed(slot, array, leaf, none, instance=_instance_of(semantics, value, scope), shape=shape,
                            rank=rank, least_rank=least_rank))
    return tuple(found)


def _instance_of(semantics: Semantics, value: ast.expr, scope) -> str:
    """The dotted name of the class of the project ``value`` is an instance of, as this
    module imports it ("" unknown): the index resolves it to the class."""
    cls = semantics.instances.imported_class_of(value, scope)
    return cls if cls is not None and _in_project(semantics, cls) else ""


def _shape_facts(semantics: Semantics, value: ast.expr, scope) -> tuple:
    """(shape, exact rank, least rank) the module proves of ``value`` (None, None, 0: nothing)."""
    shapes = semantics.shapes
    shape = shapes.shape_of(value, scope)
    if shape is not None:
        return shape, len(shape), len(shape)
    return None, shapes.exact_rank(value, scope), shapes.rank_at_least(value, scope)


def _lax_fed(semantics: Semantics, call: ast.Call, qualname: str, scope, target: str, site: str) -> Iterator[Outgoing]:
    """``lax.fori_loop(0, 3, model.body, jnp.zeros(3))``: what the primitive hands the
    body's parameters (its operands, its carry staged; a scanned slice as vmap maps it)."""
    primitive = LAX_PRIMITIVES[qualname]
    by_entry: dict = {}
    if primitive.operands_from is not None:  # cond/switch operands
        positional = positional_args(call) or []
        for index, value in enumerate(positional[primitive.operands_from:]):
            by_entry.setdefault(Entry.STAGED, []).append((index, value))
    else:
        for parameter, slot in primitive.carries:
            value = argument(call, *slot)
            if value is not None:
                entry = Entry.MAPPED if parameter in primitive.sliced else Entry.STAGED
                by_entry.setdefault(entry, []).append((parameter, value))
    for entry, slots in by_entry.items():
        if any(isinstance(value, ast.Starred) for _, value in slots):
            continue
        handed = semantics.bounded(lambda: _facts(semantics, slots, scope, entry), None)
        if handed:
            yield Outgoing(target, FedEntry("", entry.value, handed, site))


def _stages_arguments(layers: tuple) -> bool:
    """Layers that stage every argument they do not keep static, mapping none (jit, and
    the transforms that hand arguments on): what such a call hands arrives as a tracer."""
    return any(layer.spec.stages for layer in layers) and not any(layer.spec.maps for layer in layers)


def _maps_every_argument(layers: tuple) -> bool:
    """Known layers, none configured (``in_axes`` left at 0), each staging or mapping, one
    mapping at least (``jax.vmap(model.f)``): every argument arrives as vmap maps it."""
    return any(layer.spec.maps for layer in layers if layer.known) and all(
        layer.known and not layer.configured and not layer.decorator and (layer.spec.maps or layer.spec.stages)
        for layer in layers
    )


def _through(layers: tuple) -> Optional[Entry]:
    """How the arguments of a call through ``layers`` arrive: staged (``jax.jit(f)(x)``),
    mapped (``jax.vmap(f)(xs)``), or None (unknown)."""
    return Entry.STAGED if _stages_arguments(layers) else Entry.MAPPED if _maps_every_argument(layers) else None


def _differentiated_positions(layers: tuple) -> Optional[frozenset]:
    """The positions one grad-like layer alone differentiates (``jax.grad(f)``: 0, its
    literal ``argnums`` otherwise); None for any other layers."""
    if len(layers) != 1 or not layers[0].known:
        return None
    layer = layers[0]
    spec = layer.spec
    if not spec.differentiates or spec.stages or spec.maps:
        return None
    argnums = layer.option("argnums", spec.argnums_position)
    positions = {0} if argnums is None else const_int_set(argnums)
    if positions is None or any(position < 0 for position in positions):
        return None
    return frozenset(positions)


def _fed_through(semantics: Semantics, call: ast.Call, scope, layers: tuple) -> list:
    """(Entry, Handed facts) of what ``call``, through ``layers``, hands the def they wrap:
    every argument staged or mapped alike, or (``jax.grad(f)(w, x)``) the differentiated
    ones as grad hands them and the rest as they are."""
    through = _through(layers)
    if through is not None:
        handed = _handed(semantics, call, scope, through)
        return [(through, handed)] if handed else []
    positions = _differentiated_positions(layers)
    if positions is None or any(isinstance(a, ast.Starred) for a in call.args) or any(
            k.arg is None for k in call.keywords):
        return []
    slots = [*enumerate(call.args), *((k.arg, k.value) for k in call.keywords)]
    found = []
    for entry, chosen in ((Entry.DIFFERENTIATED, [s for s in slots if s[0] in positions]),
                          (Entry.DIRECT, [s for s in slots if s[0] not in positions])):
        handed = semantics.bounded(lambda: _facts(semantics, chosen, scope, entry), None) if chosen else None
        if handed:
            found.append((entry, handed))
    return found


def _outgoing(semantics: Semantics, where: Callable[[int], str]) -> Iterator[Outgoing]:
    transforms = semantics.transforms
    pasted = semantics.pasted.nodes if semantics.pasted is not None else ()
    for scope in semantics.scopes:
        if id(scope.node) in pasted:
            continue  # another module's code: what it does is that module's to say
        for call in scope.calls:
            called = transforms.resolve(call.func, scope) if isinstance(call.func, (ast.Name, ast.Call)) else None
            pasted_target = _pasted_function(semantics, called) if called is not None else None
            if pasted_target is not None:
                for through, handed in _fed_through(semantics, call, scope, _applied(called)):
                    yield Outgoing(pasted_target, FedEntry("", through.value, handed, where(call.lineno)))
            method = _pasted_method(semantics, called, where(call.lineno)) if called is not None else None
            handed = _handed(semantics, call, scope, Entry.STAGED) if method is not None else None
            if handed:  # ``jax.jit(agent.update)(x, g)``, the class pasted
                yield replace(method, entry=replace(method.entry, handed=handed))
            if called is not None and called.function is None and called.callee is not None and called.fully_known:
                target = _imported_name(semantics, *called.callee)
                if target is not None and _in_project(semantics, target):
                    for through, handed in _fed_through(semantics, call, scope, called.layers):
                        yield Outgoing(target, FedEntry("", through.value, handed, where(call.lineno)))
                method = _jitted_method(semantics, called, where(call.lineno))  # ``jax.jit(model.apply)(v, x, True)``
                useful = method is not None and _in_project(semantics, method.target)
                handed = _handed(semantics, call, scope, Entry.STAGED) if useful else None
                if handed:
                    yield replace(method, entry=replace(method.entry, handed=handed))
            if called is None or (_pasted_function(semantics, called) is not None and not _applied(called)):
                fed = _called(semantics, call, scope, where)  # a plain call (of a def pasted here, too)
                if fed is not None:
                    yield fed
            if maps_one_tree(semantics.names, call, scope):
                fed = _tree_mapped(semantics, call, scope, where)
                if fed is not None:
                    yield fed
            if isinstance(call.func, ast.Attribute) and call.func.attr not in TRACING_LEAF_NAMES:
                continue
            wrapped = transforms.resolve(call, scope)
            method = _pasted_method(semantics, wrapped, where(call.lineno)) if wrapped is not None else None
            if method is not None:
                yield method
                continue
            origin = _pasted_function(semantics, wrapped) if wrapped is not None else None
            if origin is not None:
                if _applied(wrapped):
                    layers = tuple(PortableLayer.of(layer.qualname, layer.options) for layer in _applied(wrapped))
                    yield Outgoing(origin, TransformEntry("", layers, 0, where(call.lineno)))
                continue
            if wrapped is not None:
                if wrapped.function is None and wrapped.callee is not None and wrapped.fully_known:
                    inner, inner_scope = wrapped.callee
                    target = _imported_name(semantics, inner, inner_scope)
                    if target is not None and not any(layer.decorator for layer in wrapped.layers):
                        layers = tuple(PortableLayer.of(layer.qualname, layer.options) for layer in wrapped.layers)
                        yield Outgoing(target, TransformEntry("", layers, 0, where(call.lineno)))
                        method = _jitted_method(semantics, wrapped, where(call.lineno))  # ``model`` imported by name
                        if method is not None:
                            yield method
                    elif target is None:
                        method = _jitted_method(semantics, wrapped, where(call.lineno))
                        if method is not None:
                            yield method
                continue
            qualname = semantics.qualified_name(call.func, scope)
            if qualname in LAX_PRIMITIVES and not semantics.jit_disabled:
                for body in lax_bodies(call, qualname):
                    target = _imported_name(semantics, body, scope)
                    if target is not None:
                        yield Outgoing(target, TransformEntry("", (), Tracing.STAGED.value, where(call.lineno)))
                        yield from _lax_fed(semantics, call, qualname, scope, target, where(call.lineno))
    for function in semantics.traced_functions():
        how = semantics.tracing_of(function) & ABSTRACT
        if not how or id(function.node) in pasted:
            continue
        for call in function.calls:
            if any(isinstance(a, ast.Starred) for a in call.args):
                continue
            target = _imported_name(semantics, call.func, function)
            method = _method_entry(semantics, call, function, how, where, target is not None and _in_project(semantics, target))
            if method is not None:
                yield method
                continue
            if target is None or not _in_project(semantics, target):
                continue  # (an instance's method, the call's owner: the same top-level name)
            positions = tuple(i for i, value in enumerate(call.args) if _traced(semantics, value, function))
            keywords = tuple(
                item.arg for item in call.keywords if item.arg is not None and _traced(semantics, item.value, function)
            )
            if positions or keywords:
                yield Outgoing(target, CallEntry("", positions, keywords, how.value, where(call.lineno)))
                handed = _handed(semantics, call, function, Entry.DIRECT)
                if handed:
                    yield Outgoing(target, FedEntry("", Entry.DIRECT.value, handed, where(call.lineno)))
                # ``model(x)``, ``model.apply(v, x)`` with ``from model import model``: an instance's
                # method, when the index finds an instance of a class there.
                owner, attribute = target, "__call__"
                if isinstance(call.func, ast.Attribute):
                    owner, attribute = _imported_name(semantics, call.func.value, function), call.func.attr
                if owner is not None and not any(k.arg == "method" for k in call.keywords):
                    yield Outgoing(owner, MethodEntry("", attribute, positions, keywords, how.value, where(call.lineno),
                                                      handed=handed or ()), True)


def _pasted_function(semantics: Semantics, wrapped) -> Optional[str]:
    """The dotted name of the def ``wrapped`` runs, when it is another module's, pasted
    into this module's model (see exports.py), under fully known layers; None otherwise."""
    pasted = semantics.pasted
    if pasted is None or wrapped.function is None or not wrapped.fully_known or wrapped.bound:
        return None
    return pasted.origin_of(wrapped.function.node)


def _pasted_method(semantics: Semantics, wrapped, site: str) -> Optional[Outgoing]:
    """``jax.jit(agent.update)`` with ``agent`` an instance of another module's class,
    pasted: the bound method under plain staging layers, as :func:`_jitted_method` says
    of an imported class's."""
    pasted = semantics.pasted
    function = wrapped.function
    if pasted is None or function is None or not wrapped.bound or not wrapped.stages_only(semantics.jit_disabled):
        return None
    if any(layer.configured for layer in wrapped.layers) or function.parent is None:
        return None
    origin = pasted.origin_of(function.parent.node)
    if origin is None:
        return None
    return Outgoing(origin, MethodEntry("", function.node.name, (), (), Tracing.STAGED.value, site, every=True))


def _applied(wrapped) -> tuple:
    """The layers a call applies to a pasted def, less the decorators its own module wrote."""
    return tuple(layer for layer in wrapped.layers if not layer.decorator)


def _called(semantics: Semantics, call: ast.Call, scope, where: Callable[[int], str]) -> Optional[Outgoing]:
    """``clip_first(jnp.ones(3))``, ``model.total(x, None)``: a plain call, in any scope, of
    a def the module imports from its project hands it what it proves of each argument (the
    def's decorators, seen in its module, say how they arrive)."""
    if not isinstance(call.func, (ast.Name, ast.Attribute)):
        return None
    target = _imported_name(semantics, call.func, scope)
    if target is None or not _in_project(semantics, target):
        return None
    handed = _handed(semantics, call, scope, None)
    if not handed:
        return None
    return Outgoing(target, FedEntry("", CALLED, handed, where(call.lineno)))


def _tree_mapped(semantics: Semantics, call: ast.Call, scope, where: Callable[[int], str]) -> Optional[Outgoing]:
    """``jax.tree.map(zero_first, params)`` of a def the module imports from its project: a
    plain call of it on each leaf, which hands it a concrete JAX array when the module
    proves every leaf one."""
    target = _imported_name(semantics, call.args[0], scope)
    if target is None or not _in_project(semantics, target):
        return None
    tree = call.args[1]
    if not semantics.bounded(lambda: semantics.arrays.mapped_leaves.leaves_are_arrays(tree, scope), False,
                             CALLED_BUDGET):
        return None
    leaf = Handed(0, array=True, leaf=True, jax_array=True)
    return Outgoing(target, FedEntry("", CALLED, (leaf,), where(call.lineno)))


def _jitted_method(semantics: Semantics, wrapped, site: str) -> Optional[Outgoing]:
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
    cls = cls or _imported_name(semantics, inner.value, scope)
    if cls is None:
        return None
    return Outgoing(cls, MethodEntry("", inner.attr, (), (), Tracing.STAGED.value, site, every=True), by_name)


def _method_entry(semantics: Semantics, call: ast.Call, function, how, where: Callable[[int], str],
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
    if cls is None or any(k.arg == "method" for k in call.keywords):
        return None
    if not target_useful and not _in_project(semantics, cls):
        return None
    positions = tuple(i for i, value in enumerate(call.args) if _traced(semantics, value, function))
    keywords = tuple(
        item.arg for item in call.keywords if item.arg is not None and _traced(semantics, item.value, function)
    )
    if not (positions or keywords):
        return None
    handed = _handed(semantics, call, function, Entry.DIRECT) or ()
    return Outgoing(cls, MethodEntry("", attribute, positions, keywords, how.value, where(call.lineno), handed=handed))


def summary_to_json(summary: ModuleSummary) -> dict:
    return {
        "name": summary.name,
        "functions": sorted(summary.functions),
        "reexports": [list(pair) for pair in summary.reexports],
        "outgoing": [{"target": o.target, "entry": entry_to_json(o.entry), "instance_only": o.instance_only}
                     for o in summary.outgoing],
        "classes": sorted(summary.classes),
        "instances": [list(pair) for pair in summary.instances],
        "disables_jit": summary.disables_jit,
    }


def summary_from_json(data: dict) -> ModuleSummary:
    """The summary ``data`` describes; raises ValueError, TypeError or KeyError otherwise."""
    reexports = tuple((str(name), str(target)) for name, target in data["reexports"])
    outgoing = tuple(Outgoing(str(o["target"]), entry_from_json(o["entry"]), bool(o["instance_only"]))
                     for o in data["outgoing"])
    classes = frozenset(map(str, data["classes"]))
    instances = tuple((str(name), str(cls)) for name, cls in data["instances"])
    return ModuleSummary(str(data["name"]), frozenset(map(str, data["functions"])), reexports, outgoing, classes,
                         instances, bool(data.get("disables_jit", False)))
