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
from itertools import chain
from typing import Callable, Iterator, Optional

from ..astutil import argument, positional_args
from .pasted_entries import (
    applied, pasted_class_level, pasted_factory, pasted_framework, pasted_function, pasted_method,
    pasted_traced, traced_key,
)
from .handed import (
    CALLED_BUDGET, facts, fed_through, handed_facts, hands_called, imported_name,
    in_project, may_name_project, partial_of_import, resolvable,
)
from .jaxapi import LAX_PRIMITIVES, TRACING_LEAF_NAMES
from .model import Semantics
from .project import (
    CALLED, CallEntry, ModuleContext, FedEntry, Handed, Outgoing, ReverseEntry, MethodEntry,
    PortableLayer, TransformEntry, entry_from_json, entry_to_json, replaced,
)
from .classes import bound_apply_classes
from .indexer import Indexer
from .instance_calls import instance_calls
from .method_entries import (
    class_level_transform, configured_jitted_method, jitted_method, method_entry, traced, traced_slots,
    transformed_instance,
)
from .scopes import AMBIGUOUS, Assigned, Imported, Scope, ScopeType, rewrapped, the_one
from .tracing import lax_bodies
from .tracing_kinds import ABSTRACT, Entry, Tracing
from .events import changed_in, innermost_loop, loop_kind, steady_in
from .loop_purpose import built_besides_updates, calls_on_one_receiver_in_loops
from .values.tree_maps import maps_one_tree


@dataclass(frozen=True)
class ModuleSummary:
    name: str
    functions: frozenset  # names bound once to a top-level def (or to it, then to a transform of it)
    reexports: tuple  # ((name, dotted name it imports), ...)
    outgoing: tuple  # Outgoing, in source order
    classes: frozenset = frozenset()  # names bound once to a top-level class
    # ((name, its class), ...): names bound once at module level to ``Class(...)``, the class
    # this module's own or a dotted name it imports (``model = Net()``, imported by name elsewhere).
    instances: tuple = ()
    disables_jit: bool = False  # runs ``jax.config.update("jax_disable_jit", True)`` at its top level
    bound_apply: frozenset = frozenset()  # of ``classes``, linen's: ``model.apply`` a new bound method per read


def summarize(semantics: Semantics, name: str, site: str, line_site: Optional[Callable[[int], str]] = None) -> ModuleSummary:
    """The summary of the module ``semantics`` analysed, named ``name``; ``site``: how
    messages name its file ("train.py"); ``line_site``: how they name a line of it, when
    not by its number ("cell 3:2" of a notebook)."""
    names = _unpasted(_names(name, semantics.module_scope), semantics.pasted)
    seen: set = set()
    outgoing = []
    where = (lambda line: f"{site}:{line_site(line)}") if line_site is not None else (lambda line: f"{site}:{line}")
    targets: set = set()  # (pasted_traced adds only what no other entry says is traced)
    pasted = () if semantics.pasted is None else pasted_traced(semantics, where, targets)
    for found in chain(_outgoing(semantics, where), instance_calls(semantics, where), _reversed(semantics, where),
                       _reversed_imports(semantics, where), pasted):
        if found not in seen and resolvable(semantics, found.target):
            seen.add(found)
            outgoing.append(found)
            targets.add(traced_key(found))
    return replace(names, outgoing=tuple(outgoing), disables_jit=semantics.names.disables_jit)


def names_only(tree: ast.Module, context: ModuleContext) -> ModuleSummary:
    """What the module defines and re-exports, from its scopes alone (no analysis): what
    the project needs of a module before (or without) linting it."""
    indexer = Indexer(tree, context)
    indexer.walk(tree)
    try:
        return _names(context.name, indexer.module_scope)
    finally:  # a binding names its scope: freed now, not by a pass of the collector (paused in a solve)
        for scope in indexer.scopes:
            scope.bindings.clear()


def _names(name: str, module: Scope) -> ModuleSummary:
    """The summary of the module ``module`` scopes, less what it does to others."""
    functions, classes, reexports = set(), set(), []
    for bound, bindings in module.bindings.items():  # (one pass, each name's def looked up once)
        defined = module.defined(bound)
        if isinstance(defined, (ast.FunctionDef, ast.AsyncFunctionDef)) or rewrapped(bound, bindings):
            functions.add(bound)
        if isinstance(defined, ast.ClassDef) or defined is None and rewrapped(bound, bindings, (ast.ClassDef,)):
            classes.add(bound)  # (``MLP = nn.remat(MLP)``: what another module runs of it is the class's)
        first = bindings[0]
        if isinstance(first, Imported) and all(b == first for b in bindings):
            reexports.append((bound, first.qualname))
    classes = frozenset(classes)
    return ModuleSummary(name, frozenset(functions), tuple(reexports), (), classes, _instances(module, classes),
                         bound_apply=bound_apply_classes(module, classes))


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


def _imported_factory(semantics: Semantics, node: ast.expr, scope) -> Optional[str]:
    """``make_step(model)``, or a name bound once to it, ``make_step`` a def the module
    imports from its project: its dotted name (what it returns runs where ``node`` is called
    or transformed)."""
    if isinstance(node, ast.Name):
        held = semantics.value_of(node, scope)
        if held is None:
            return None
        node, scope = held.value, held.scope
    if not isinstance(node, ast.Call) or any(isinstance(a, ast.Starred) for a in node.args):
        return None
    target = imported_name(semantics, node.func, scope)
    return target if target is not None and resolvable(semantics, target) else None


def _lax_fed(semantics: Semantics, call: ast.Call, qualname: str, scope, target: str, site: str,
             bound: int = 0) -> Iterator[Outgoing]:
    """``lax.fori_loop(0, 3, model.body, jnp.zeros(3))``: what the primitive hands the
    body's parameters (its operands, its carry staged; a scanned slice as vmap maps it),
    past the ``bound`` first ones a partial of the body binds."""
    primitive = LAX_PRIMITIVES[qualname]
    by_entry: dict = {}
    if primitive.operands_from is not None:  # cond/switch operands
        positional = positional_args(call) or []
        for index, value in enumerate(positional[primitive.operands_from:]):
            by_entry.setdefault(Entry.STAGED, []).append((index + bound, value))
    else:
        for parameter, slot in primitive.carries:
            value = argument(call, *slot)
            if value is not None:
                entry = Entry.MAPPED if parameter in primitive.sliced else Entry.STAGED
                by_entry.setdefault(entry, []).append((parameter + bound, value))
    for entry, slots in by_entry.items():
        if any(isinstance(value, ast.Starred) for _, value in slots):
            continue
        handed = semantics.bounded(lambda: facts(semantics, slots, scope, entry), None)
        if handed:
            yield Outgoing(target, FedEntry("", entry.value, handed, site))


def _outgoing(semantics: Semantics, where: Callable[[int], str]) -> Iterator[Outgoing]:
    transforms = semantics.transforms
    pasted = semantics.pasted.nodes if semantics.pasted is not None else ()
    importing: dict = {}  # (name, scope) -> it may name something of the project
    for scope in semantics.scopes:
        if id(scope.node) in pasted:
            continue  # another module's code: what it does is that module's to say
        for call in scope.calls:
            called = transforms.resolve(call.func, scope) if isinstance(call.func, (ast.Name, ast.Call)) else None
            pasted_target = pasted_function(semantics, called) if called is not None else None
            if pasted_target is not None:
                for through, handed in fed_through(semantics, call, scope, applied(called)):
                    yield Outgoing(pasted_target, FedEntry("", through.value, handed, where(call.lineno)))
            method = pasted_method(semantics, called, where(call.lineno)) if called is not None else None
            handed = handed_facts(semantics, call, scope, Entry.STAGED) if method is not None else None
            if handed:  # ``jax.jit(agent.update)(x, g)``, the class pasted
                yield replace(method, entry=replace(method.entry, handed=handed))
            if called is not None and called.function is None and called.callee is not None and called.fully_known:
                target = imported_name(semantics, *called.callee)
                if target is not None and resolvable(semantics, target):
                    for through, handed in fed_through(semantics, call, scope, called.layers):
                        yield Outgoing(target, FedEntry("", through.value, handed, where(call.lineno)))
                partial = partial_of_import(semantics, *called.callee) if target is None else None
                if partial is not None and resolvable(semantics, partial[0]):  # ``jax.vmap(partial(f, t))(x)``
                    for through, handed in fed_through(semantics, call, scope, called.layers):
                        handed = tuple(replaced(item, slot=item.slot + partial[1]) if isinstance(item.slot, int)
                                       else item for item in handed)
                        yield Outgoing(partial[0], FedEntry("", through.value, handed, where(call.lineno)))
                yield from pasted_framework(semantics, called, call, scope, where)
                method = jitted_method(semantics, called, where(call.lineno))  # ``jax.jit(model.apply)(v, x, True)``
                useful = method is not None and resolvable(semantics, method.target)
                handed = handed_facts(semantics, call, scope, Entry.STAGED) if useful else None
                if handed:
                    yield replace(method, entry=replace(method.entry, handed=handed))
                method = configured_jitted_method(semantics, called, call, scope, where(call.lineno))
                if method is not None:
                    yield method
            if (called is None or (pasted_function(semantics, called) is not None and not applied(called))) and (
                    may_name_project(semantics, call.func, scope, importing)):
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
            method = pasted_method(semantics, wrapped, where(call.lineno)) or pasted_class_level(
                semantics, wrapped, where(call.lineno)) if wrapped is not None else None
            if method is not None:
                yield method
                continue
            origin = pasted_function(semantics, wrapped) if wrapped is not None else None
            factory = pasted_factory(semantics, wrapped) if wrapped is not None and origin is None else None
            if origin is not None or factory is not None:
                if applied(wrapped):
                    layers = tuple(PortableLayer.of(layer.qualname, layer.options) for layer in applied(wrapped))
                    yield Outgoing(origin or factory[0], TransformEntry(
                        "", layers, 0, where(call.lineno), returned=factory is not None,
                        element=factory[1] if factory is not None else -1))
                continue
            if wrapped is not None:
                if wrapped.function is None and wrapped.callee is not None and wrapped.fully_known:
                    inner, inner_scope = wrapped.callee
                    target = imported_name(semantics, inner, inner_scope)
                    if target is not None and not any(layer.decorator for layer in wrapped.layers):
                        layers = tuple(PortableLayer.of(layer.qualname, layer.options) for layer in wrapped.layers)
                        yield Outgoing(target, TransformEntry("", layers, 0, where(call.lineno)))
                        method = class_level_transform(semantics, inner, target, layers, where(call.lineno))
                        if method is not None:  # ``jax.jit(Physics.step)``, the class imported
                            yield method
                        method = jitted_method(semantics, wrapped, where(call.lineno))  # ``model`` imported by name
                        if method is not None:
                            yield method
                    partial = partial_of_import(semantics, inner, inner_scope) if target is None else None
                    if partial is not None and not any(layer.decorator for layer in wrapped.layers):
                        layers = tuple(PortableLayer.of(layer.qualname, layer.options) for layer in wrapped.layers)
                        yield Outgoing(partial[0], TransformEntry("", layers, 0, where(call.lineno), bound_positions=partial[1],
                                                                  bound_keywords=partial[2]))
                    elif target is None:
                        method = jitted_method(semantics, wrapped, where(call.lineno)) or transformed_instance(
                            semantics, wrapped, where(call.lineno))
                        if method is not None:
                            yield method
                        factory = _imported_factory(semantics, inner, inner_scope)
                        if factory is not None and not any(layer.decorator for layer in wrapped.layers):
                            layers = tuple(PortableLayer.of(layer.qualname, layer.options) for layer in wrapped.layers)
                            yield Outgoing(factory, TransformEntry("", layers, 0, where(call.lineno), returned=True))
                continue
            qualname = semantics.qualified_name(call.func, scope)
            if qualname in LAX_PRIMITIVES and not semantics.jit_disabled:
                for body in lax_bodies(call, qualname):
                    target = imported_name(semantics, body, scope)
                    if target is not None:
                        yield Outgoing(target, TransformEntry("", (), Tracing.STAGED.value, where(call.lineno)))
                        yield from _lax_fed(semantics, call, qualname, scope, target, where(call.lineno))
                    partial = partial_of_import(semantics, body, scope) if target is None and (
                        not LAX_PRIMITIVES[qualname].selects_a_branch) else None
                    if partial is not None:  # ``lax.scan(partial(model.step, cfg), c, xs)``
                        yield Outgoing(partial[0], TransformEntry(
                            "", (), Tracing.STAGED.value, where(call.lineno), bound_positions=partial[1],
                            bound_keywords=partial[2]))
                        yield from _lax_fed(semantics, call, qualname, scope, partial[0], where(call.lineno), partial[1])
    changes: dict = {}  # id(loop) -> changed_in(loop): calls on receivers often share a loop, and it walks it

    def changed(loop: ast.stmt) -> frozenset:
        if id(loop) not in changes:
            changes[id(loop)] = changed_in(loop)
        return changes[id(loop)]

    for call, scope, receiver in calls_on_one_receiver_in_loops(semantics.names, pasted, updated=True):
        cls = semantics.instances.imported_instance(receiver, scope)
        built = built_besides_updates(semantics.names, receiver, scope) if cls is None and the_one(
            scope.lookup(receiver.id)) is AMBIGUOUS else None  # (``model = eqx.apply_updates(model, updates)``)
        if built is not None:
            cls = semantics.instances.imported_class_of(built.value, built.scope)
        if cls is not None and resolvable(semantics, cls):  # ``augment(batch)`` in a loop, ``augment = Flip(0)``
            attribute = call.func.attr if isinstance(call.func, ast.Attribute) else "__call__"
            loop = innermost_loop(scope, call)  # (asked only here and below: it walks the scope's loops)
            steady = loop_kind(scope, call) if loop is not None and steady_in(changed(loop), receiver) else ""
            yield Outgoing(cls, MethodEntry("", attribute, (), (), Tracing.NONE.value, where(call.lineno), again=True,
                                            loop=steady or ""))
        elif call.func is receiver and cls is None and built is None:  # ``step(batch)`` in a loop, ``step`` a def imported by name
            target = imported_name(semantics, receiver, scope)
            kind = loop_kind(scope, call) if target is not None and resolvable(semantics, target) else None
            if kind is not None:
                named = any(isinstance(value, ast.Name) for value in call.args)  # (else none is steady: no walk)
                names = changed(innermost_loop(scope, call)) if named else frozenset()
                steady = tuple(i for i, value in enumerate(call.args) if steady_in(names, value))
                yield Outgoing(target, CallEntry("", (), (), Tracing.NONE.value, where(call.lineno), loop=kind,
                                                 steady=steady))
    for function in semantics.traced_functions():
        how = semantics.tracing_of(function) & ABSTRACT
        if not how or id(function.node) in pasted:
            continue
        for call in function.calls:
            if any(isinstance(a, ast.Starred) for a in call.args):
                continue
            target = imported_name(semantics, call.func, function)
            fed = _transformed_called(semantics, call, function, how, where) if target is None and isinstance(
                call.func, (ast.Call, ast.Name)) else None
            if fed is not None:  # ``jax.value_and_grad(loss)(params, x)``, ``grad_fn(params, x)``
                yield fed
                continue
            method = method_entry(semantics, call, function, how, where, target is not None and in_project(semantics, target))
            if method is None and target is None and pasted:
                method = _pasted_apply(semantics, call, function, how, where)
            if method is not None:
                yield method
                continue
            if target is None or not in_project(semantics, target):
                continue  # (an instance's method, the call's owner: the same top-level name)
            # ``model(x)``, ``model.apply(v, x)`` with ``from model import model``: an instance's
            # method, when the index finds an instance of a class there.
            owner, attribute = target, "__call__"
            if isinstance(call.func, ast.Attribute):
                owner, attribute = imported_name(semantics, call.func.value, function), call.func.attr
            if owner is not None and any(k.arg == "method" for k in call.keywords):
                owner = None
            into_target = resolvable(semantics, target)
            into_owner = owner is not None and resolvable(semantics, owner)
            if not (into_target or into_owner):
                continue  # nothing either entry names resolves
            positions, keywords = traced_slots(semantics, call, function)
            if positions or keywords or how & Tracing.STAGED and into_target:
                # (no tracer handed: staged code calls it, so its body is staged too, as a
                # helper of this module's is; what it is handed, a concrete array, still counts)
                if into_target:
                    yield _call_entry(target, call, positions, keywords, how if positions or keywords else Tracing.STAGED,
                                      where)
                handed = handed_facts(semantics, call, function, Entry.DIRECT)
                if handed and into_target:
                    yield Outgoing(target, FedEntry("", Entry.DIRECT.value, handed, where(call.lineno)))
                if into_owner and (positions or keywords):
                    yield Outgoing(owner, MethodEntry("", attribute, positions, keywords, how.value, where(call.lineno),
                                                      handed=handed or ()), True)


def _transformed_called(semantics: Semantics, call: ast.Call, function, how, where: Callable[[int], str]) -> Optional[Outgoing]:
    """``jax.value_and_grad(loss)(params, x)`` in traced code (or ``grad_fn(params, x)``, the
    name bound to it), ``loss`` a def of another module (pasted here or imported): the call
    hands it the tracers a plain ``loss(params, x)`` would,
    at the same positions (the layers hand arguments on in place; what they add, a
    TransformEntry says), as the call graph follows such a call within one file."""
    wrapped = semantics.transforms.resolve(call.func, function)
    if wrapped is None or not wrapped.layers or not wrapped.fully_known or wrapped.bound or any(
            layer.decorator or layer.spec.module_first for layer in wrapped.layers):
        return None
    if wrapped.function is not None:
        target = pasted_function(semantics, wrapped)
    else:
        target = imported_name(semantics, *wrapped.callee) if wrapped.callee is not None else None
    if target is None or not resolvable(semantics, target):
        return None
    positions, keywords = traced_slots(semantics, call, function)
    return _call_entry(target, call, positions, keywords, how, where) if positions or keywords else None


def _call_entry(target: str, call: ast.Call, positions: tuple, keywords: tuple, how, where: Callable[[int], str]) -> Outgoing:
    """The CallEntry of ``call`` (no ``*args``: its positions count) into ``target``, handing
    tracers at ``positions`` and ``keywords``."""
    named = tuple(item.arg for item in call.keywords if item.arg is not None)
    return Outgoing(target, CallEntry("", positions, keywords, how.value, where(call.lineno), len(call.args), named))


def _pasted_apply(semantics: Semantics, call: ast.Call, function, how, where: Callable[[int], str]) -> Optional[Outgoing]:
    """``net.apply(params, x)`` in traced code, ``net`` a haiku transform of a def pasted here
    (``net = hk.transform(forward)`` in model.py, imported by name): a CallEntry into the
    def's module for the arguments that carry tracers (apply's argument i is its i - skipped)."""
    if not (isinstance(call.func, ast.Attribute) and call.func.attr == "apply"):
        return None
    found = semantics.instances.called(call, function)
    if found is None or found[1] or found[0].parent is not semantics.module_scope:
        return None
    origin = semantics.pasted.origin_of(found[0].node)
    if origin is None:
        return None
    skipped = found[2]
    positions = tuple(i - skipped for i, value in enumerate(call.args)
                      if i >= skipped and traced(semantics, value, function))
    keywords = tuple(item.arg for item in call.keywords if item.arg is not None and traced(semantics, item.value, function))
    if not (positions or keywords):
        return None
    named = tuple(item.arg for item in call.keywords if item.arg is not None)
    return Outgoing(origin, CallEntry("", positions, keywords, how.value, where(call.lineno), len(call.args) - skipped, named))


def _reversed(semantics: Semantics, where: Callable[[int], str]) -> Iterator[Outgoing]:
    """Reverse mode in this module (``jax.grad(loss)``) runs another module's def or a
    method of its class, pasted here (``loss`` calls ``model(x)``, ``Guess`` pasted): a
    ReverseEntry into that module, with the parameters that carry tangents."""
    pasted = semantics.pasted
    if pasted is None:
        return
    reverse = semantics.reverse_mode
    module = semantics.module_scope
    for function in reverse.functions():
        parent = function.parent
        if parent is module:
            origin, attribute = pasted.origin_of(function.node), ""
        elif parent is not None and parent.type is ScopeType.CLASS and parent.parent is module:
            origin, attribute = pasted.origin_of(parent.node), function.node.name
        else:
            continue  # a def inside one: its module follows reverse mode there
        tangents = reverse.tangent_parameters(function) if origin is not None else None
        if tangents is not None:
            params, variables = tangents
            yield Outgoing(origin, ReverseEntry("", attribute, params, variables, where(function.node.lineno)))


def _reversed_imports(semantics: Semantics, where: Callable[[int], str]) -> Iterator[Outgoing]:
    """A function of this module that reverse mode runs calls a def of another module by a
    name it imports, not pasted here (``model.loss(p, x, steps)`` in ``jax.grad(lambda p:
    ...)``): a ReverseEntry into that module, with the positions and keywords of the
    arguments that carry tangents."""
    reverse = semantics.reverse_mode
    pasted = semantics.pasted.nodes if semantics.pasted is not None else ()
    for function in reverse.functions():
        if id(function.node) in pasted:
            continue
        for call in function.calls:
            if any(isinstance(a, ast.Starred) for a in call.args) or not isinstance(call.func, (ast.Name, ast.Attribute)):
                continue
            if semantics.pasted_origin(call.func, function) is not None:
                continue  # a def pasted here: reverse mode follows it here (see _reversed)
            target = imported_name(semantics, call.func, function)
            if target is None or not resolvable(semantics, target):
                continue
            positions, keywords = traced_slots(semantics, call, function,
                                               lambda _, value, scope: reverse.carries_tangent(value, scope))
            if positions or keywords:
                yield Outgoing(target, ReverseEntry("", "", keywords, False, where(call.lineno), positions))


def _called(semantics: Semantics, call: ast.Call, scope, where: Callable[[int], str]) -> Optional[Outgoing]:
    """``clip_first(jnp.ones(3))``, ``model.total(x, None)``: a plain call, in any scope, of
    a def the module imports from its project hands it what it proves of each argument (the
    def's decorators, seen in its module, say how they arrive)."""
    if not isinstance(call.func, (ast.Name, ast.Attribute)):
        return None
    target = imported_name(semantics, call.func, scope)
    project = semantics.project
    constructed = project is not None and target in project.called_classes  # ``RandomWalk(100, seed)``
    if target is None or not (constructed or hands_called(semantics, target)):
        return None
    handed = handed_facts(semantics, call, scope, None)
    if not handed:
        return None
    if constructed:
        return Outgoing(target, MethodEntry("", "__init__", (), (), Tracing.NONE.value, where(call.lineno), handed=handed))
    return Outgoing(target, FedEntry("", CALLED, handed, where(call.lineno)))


def _tree_mapped(semantics: Semantics, call: ast.Call, scope, where: Callable[[int], str]) -> Optional[Outgoing]:
    """``jax.tree.map(zero_first, params)`` of a def the module imports from its project: a
    plain call of it on each leaf, which hands it a concrete JAX array when the module
    proves every leaf one."""
    target = imported_name(semantics, call.args[0], scope)
    if target is None or not hands_called(semantics, target):
        return None
    tree = call.args[1]
    if not semantics.bounded(lambda: semantics.arrays.mapped_leaves.leaves_are_arrays(tree, scope), False,
                             CALLED_BUDGET):
        return None
    leaf = Handed(0, array=True, leaf=True, jax_array=True)
    return Outgoing(target, FedEntry("", CALLED, (leaf,), where(call.lineno)))


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
        "bound_apply": sorted(summary.bound_apply),
    }


def summary_from_json(data: dict) -> ModuleSummary:
    """The summary ``data`` describes; raises ValueError, TypeError or KeyError otherwise."""
    reexports = tuple((str(name), str(target)) for name, target in data["reexports"])
    outgoing = tuple(Outgoing(str(o["target"]), entry_from_json(o["entry"]), bool(o["instance_only"]))
                     for o in data["outgoing"])
    classes = frozenset(map(str, data["classes"]))
    instances = tuple((str(name), str(cls)) for name, cls in data["instances"])
    return ModuleSummary(str(data["name"]), frozenset(map(str, data["functions"])), reexports, outgoing, classes,
                         instances, bool(data.get("disables_jit", False)), frozenset(map(str, data.get("bound_apply", ()))))
