"""What a module does to instances of its project's classes: a method called through one
(``agent.value(x)``, ``Agent().value(x)``, ``agent(x)``), an entry into the method's module
(:func:`instance_calls`, part of the module's summary)."""

from __future__ import annotations

import ast
from typing import Callable, Iterator

from .handed import framework_run, imported_name, imported_only, in_project
from .jaxapi import ARRAY_LIKE_ATTRIBUTES
from .model import Semantics
from .pasted_entries import pasted_class_call
from .project import InstanceCallEntry, Outgoing
from .scopes import Assigned, Imported, Param


def instance_calls(semantics: Semantics, where: Callable[[int], str]) -> Iterator[Outgoing]:
    """``agent.value(x)``, ``Agent().value(x)``, ``agent(x)`` anywhere in the module, ``agent``
    an instance of another module's class (pasted here, or imported), which this module
    leaves a plain object: none of its registration calls may name the class, no store of
    it replaces the attribute or adds an array-like one (``__jax_array__``).  The method
    runs with the instance as its first argument, which its own module's rules read
    (JXM022: a jitted method's ``self`` traced)."""
    pasted = semantics.pasted
    module = semantics.module_scope
    if pasted is None and not any(isinstance(binding, Imported) and in_project(semantics, binding.qualname)
                                  for bindings in module.bindings.values() for binding in bindings):
        return  # nothing of the project is imported: no instance of its classes is known here
    attributes = semantics.attributes
    if any(name in attributes for name in ARRAY_LIKE_ATTRIBUTES):
        return
    found = _instance_entries(semantics, where, attributes)
    first = next(found, None)
    # (asked once an entry is found: most modules have none)
    if first is None or semantics.classes.registered() is None:
        return  # a registration call this module cannot read may name any class
    yield first
    yield from found


def _instance_entries(semantics: Semantics, where: Callable[[int], str], attributes) -> Iterator[Outgoing]:
    """The entries of :func:`instance_calls`, unless a registration call names a class."""
    pasted = semantics.pasted
    classes = semantics.classes
    instances = semantics.instances
    nodes = pasted.nodes if pasted is not None else ()
    imported: dict = {}  # (name, scope) -> what imported_only says of it
    for scope in semantics.scopes:
        if id(scope.node) in nodes:
            continue  # another module's code: what it does is that module's to say
        for call in scope.calls:
            func = call.func
            if isinstance(func, ast.Attribute):
                instance, attribute = func.value, func.attr
            elif isinstance(func, ast.Name):
                instance, attribute = func, "__call__"
            else:
                continue
            if attribute in attributes or not isinstance(instance, (ast.Name, ast.Call)):
                continue
            if pasted is not None and isinstance(instance, ast.Name) and instance.id in classes.with_class_level_methods():
                through = pasted_class_call(semantics, instance, attribute, scope, where(call.lineno))
                if through is not None:  # ``A.zeros(x)``, ``A`` pasted
                    yield through
                    continue
            if isinstance(instance, ast.Name):
                key = (instance.id, scope)
                target = imported.get(key, ...)
                if target is ...:
                    target = imported[key] = imported_only(semantics, instance, scope)
                if target is not None:
                    if target:
                        yield Outgoing(target, InstanceCallEntry("", attribute, where(call.lineno)), True)
                    continue
            known = not isinstance(instance, ast.Name) or scope.is_self(instance) or _assigned_or_param(
                semantics, instance, scope)
            info = instances.instance_of(instance, scope) if known else None
            if info is not None:  # a class pasted here
                origin = pasted.origin_of(info.node) if pasted is not None else None
                if origin is not None and not info.subclasses and not classes.is_registered(info):
                    yield Outgoing(origin, InstanceCallEntry("", attribute, where(call.lineno)))
                    run = framework_run(semantics, call, scope, info, origin, attribute, where(call.lineno))
                    if run is not None:
                        yield run
                continue
            cls = None if not known else (instances.imported_class(instance.func, scope) if isinstance(
                instance, ast.Call) else instances.imported_instance(instance, scope))
            if cls is not None:
                yield Outgoing(cls, InstanceCallEntry("", attribute, where(call.lineno)))
            elif isinstance(instance, ast.Name) and isinstance(semantics.binding(instance.id, scope), Imported):
                # ``from model import agent``: an instance there, if the index finds one
                target = imported_name(semantics, instance, scope)
                if target is not None:
                    yield Outgoing(target, InstanceCallEntry("", attribute, where(call.lineno)), True)


def _assigned_or_param(semantics: Semantics, name: ast.Name, scope) -> bool:
    """The binding of ``name`` that reaches it is an assignment or a parameter: asked of the
    flow only when one of the bindings it sees is (``jnp.zeros(3)``: an import, never)."""
    return any(isinstance(binding, (Assigned, Param)) for binding in scope.lookup(name.id) or ()) and isinstance(
        semantics.binding(name.id, scope, name), (Assigned, Param))
