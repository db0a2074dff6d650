"""What the project's other modules do to this module's functions, as seeds of its tracing:
a transform or a lax primitive over one of them, a call from their traced code, a method
of this module's class run there (``model(x)``, ``model.apply(p, x)``).  A base of
:class:`.tracing.TracedFunctions`, whose state and marks it uses."""

from __future__ import annotations

import ast
from dataclasses import replace
from typing import Callable, Optional

from .callable_values import class_level, maps_variables, over_class_level, returned_by
from .jaxapi import TRANSFORMS
from .partial_runs import bind_partial
from .project import CALLED, RETURNED, CallEntry, Handed, MethodEntry, TransformEntry, replaced
from .scopes import Scope, rewrapped
from .tracing_kinds import Entry, Tracing
from .transforms import Layer, Wrapped
from .variadic import entered_variadic


class ProjectSeeds:
    """The entries of the module's project context, applied as seeds."""

    def _seed_from_project(self) -> None:
        names = self.names
        if names.project is None:
            return
        traced_here = set(self._how)
        for entry in sorted(names.project.entries, key=repr):
            function = self._enter_from_project(entry)
            if function is not None and function not in traced_here and function in self._how:
                self._project_sites.setdefault(function, entry.site)

    def looped_from_project(self, function: Scope) -> Optional[tuple]:
        """("for" or "while", its site, the positions it hands the same object on every
        iteration) of a loop of another module of the project that calls the module function
        ``function`` as it is, again and again, or, for a method, calls it on one instance the
        loop does not change (``model.step(x)``: position 0, the instance); None when none does."""
        project = self.names.project
        if project is None:
            return None
        if function.is_method:
            found = sorted((entry.site, entry.loop, (0,)) for entry in project.entries
                           if isinstance(entry, MethodEntry) and entry.loop and entry.attribute == function.function_name()
                           and self.instances.entered(entry) == (function, 1, 0))
        elif function.parent is self.names.module_scope:
            name = function.function_name()
            found = sorted((entry.site, entry.loop, entry.steady) for entry in project.entries
                           if isinstance(entry, CallEntry) and entry.loop and entry.function == name)
        else:
            return None
        return (found[0][1], found[0][0], found[0][2]) if found else None

    def traced_from_project(self, function: Scope) -> Optional[str]:
        """The site in another module that traces ``function`` ("train.py:12"), when no
        transform or lax primitive of this module does."""
        self._computed()
        return self._project_sites.get(function)

    def _enter_from_project(self, entry) -> Optional[Scope]:
        """What another module of the project does to one of this module's functions: the function."""
        if isinstance(entry, MethodEntry):
            return self._enter_method(entry)
        if isinstance(entry, TransformEntry) and entry.attribute:
            return self._enter_class_level(entry)
        if isinstance(entry, TransformEntry) and entry.layers and not entry.returned and (
                self.classes.named(entry.function) is not None):
            return self._enter_lifted(entry)
        function = self.names.module_function(entry.function)
        if function is not None and getattr(entry, "returned", False):
            # (what the factory ``function`` returns: ``jax.jit(make_step(model))`` there)
            element = getattr(entry, "element", -1)  # (of the tuple it returns: ``opt_init, opt_update = ...``)
            returned = returned_by(self.transforms, function, element=None if element < 0 else element)
            if returned is None or returned.layers:
                return None
            function = returned.function
        if function is None:
            return None
        if isinstance(entry, TransformEntry):
            layers = _layers_here(entry, function.parent)
            fixed = frozenset()
            if layers is not None and (entry.bound_positions or entry.bound_keywords):
                bound = bind_partial(function, layers, entry.bound_positions, set(entry.bound_keywords))
                layers, fixed = (None, fixed) if bound is None else bound
            if layers is None:
                return None
            self._apply(Wrapped(layers, function), Tracing(entry.base), fixed=fixed)
        elif isinstance(entry, CallEntry):
            names = [function.positional[i] for i in entry.positions if i < len(function.positional)]
            names += [name for name in entry.keywords if name in function.params]
            names += entered_variadic(function, entry.positions, entry.count, entry.keywords, entry.named)
            how = Tracing(entry.how)
            self._mark(function, dict.fromkeys(names, how), how, passed=True)
        return function

    def _enter_class_level(self, entry: TransformEntry) -> Optional[Scope]:
        """``jax.jit(Physics.step)`` in another module: a classmethod or staticmethod of this
        module's class under the layers there, as a transform of it here would run it."""
        owner = self.classes.named(entry.function)
        inner = None if owner is None else class_level(self.transforms, owner, entry.attribute)
        layers = _layers_here(entry, self.names.module_scope)
        wrapped = None if inner is None or layers is None else over_class_level(layers, inner)
        if wrapped is None:
            return None
        self._apply(wrapped, Tracing(entry.base))
        return wrapped.function

    def _enter_lifted(self, entry: TransformEntry) -> Optional[Scope]:
        """``nn.vmap(Member, ...)`` in another module: linen's lifted transforms over this
        module's Module class run its ``__call__`` under them (as :meth:`.transforms.Transforms.lifted_method`)."""
        owner = self.classes.named(entry.function)
        layers = _layers_here(entry, self.names.module_scope)
        if self.classes.framework(owner) is None or layers is None:
            return None
        method = self.transforms.class_method(owner.scope, "__call__")
        if not all(layer.spec.module_first for layer in layers) or method is None or not (
                method.is_method and method.positional):
            return None
        wrapped = Wrapped(layers, method)
        if maps_variables(wrapped):
            self._traced_variables.add(method)
        self._apply(wrapped)
        return method

    def _enter_method(self, entry: MethodEntry) -> Optional[Scope]:
        """``model(x)`` in another module, ``model`` an instance of this module's class (or
        what one of its functions returns)."""
        found = self.instances.entered(entry)
        if found is None:
            return None
        method, bound, skip = found
        how = Tracing(entry.how)
        if entry.every:  # ``jax.jit(model.apply)`` there
            self._entered[method] = self._entered.get(method, Tracing.NONE) | how
            self._mark(method, dict.fromkeys(method.params[bound:], how), how)
            return method
        names = [method.positional[bound + i - skip] for i in entry.positions
                 if i >= skip and bound + i - skip < len(method.positional)]
        names += [name for name in entry.keywords if name in method.params]
        self._mark(method, dict.fromkeys(names, how), how, passed=True)
        return method

    def handed_from_project(self, function: Scope, name: str) -> list:
        """(Handed, how it went: an Entry value) for each argument that calls in the
        project's other modules hand parameter ``name`` of the module function ``function``
        (the same all through a lint: the entries are its context's; asked of a parameter at
        every value question about it, so kept: read-only, as callers take it)."""
        return self._once("handed", function, name, self._handed_from_project)

    def _once(self, question: str, function: Scope, name: str, answer: Callable) -> list:
        """``answer(function, name)``, asked once per lint: what other modules hand is fixed by
        its context (a lint with no project gets [] at once)."""
        if self.names.project is None:
            return []
        known = self.__dict__.setdefault("_project_answers", {})
        key = (question, id(function), name)
        found = known.get(key)
        if found is None:
            found = known[key] = answer(function, name)
        return found

    def _handed_from_project(self, function: Scope, name: str) -> list:
        project = self.names.project
        node = function.node
        if project is None or not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return []
        if function.is_method:  # ``model.apply(params, x, train)`` there
            return [(handed, Entry.DIRECT.value) for handed in self.instances.handed_from_project(function, name)]
        fed = node.name
        layers = self._imported_layers(function) if function.parent is self.names.module_scope else None
        if layers is None and self._returned_by_factory(function, project):
            fed, layers = function.parent.node.name + RETURNED, ()  # the closure ``make_schedule(...)`` returns
        if layers is None:
            return []
        index = function.positional.index(name) if name in function.positional else None
        found = [
            self._as_called(handed, layers) if entry.through == CALLED else (handed, entry.through)
            for entry in project.fed(fed)
            for handed in entry.handed
            if handed.slot == name or (index is not None and handed.slot == index)
        ]
        if found and not all(layer.known and not (layer.spec.maps or layer.spec.scans) for layer in layers):
            # its own vmap or scan takes an axis off what the calls hand
            found = [(replace(handed, shape=None, rank=None, least_rank=0), how) for handed, how in found]
        return found

    def _returned_by_factory(self, function: Scope, project) -> bool:
        """``function`` is the closure a plain def of the module returns, on every return,
        and another module of the ``project`` hands it facts."""
        parent = function.parent
        if parent is None or parent.parent is not self.names.module_scope or not project.fed(
                parent.node.name + RETURNED) or self.names.module_function(parent.node.name) is not parent:
            return False  # (the facts asked first: most closures have none)
        returned = returned_by(self.transforms, parent)
        return returned is not None and returned.function is function and not returned.layers

    def defaults_from_project(self, function: Scope, name: str) -> list:
        """[(its default, the scope around the def, Entry.DIRECT)] when a call of the module
        function ``function`` in another module of the project leaves its parameter ``name``
        out (a FedEntry hands a fact for every argument its call passes; a call with
        ``*args`` or ``**kwargs`` hands none); else []."""
        return self._once("defaults", function, name, self._defaults_from_project)

    def _defaults_from_project(self, function: Scope, name: str) -> list:
        project = self.names.project
        node = function.node
        default = function.default_of(name)
        if default is None or project is None or not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return []
        index = function.positional.index(name) if name in function.positional else None
        if function.is_method:  # ``MCSampler(10)`` there, leaving ``__init__``'s seed at its default
            calls = [(entry.handed, runs[1] - runs[2]) for entry in project.entries
                     if isinstance(entry, MethodEntry) and entry.handed
                     for runs in (self.instances.entered(entry),) if runs is not None and runs[0] is function]
        elif self._imported_layers(function) is None:
            return []
        else:
            calls = [(entry.handed, 0) for entry in project.fed(node.name)]
        left_out = any(
            handed and not any(fact.slot == name or (index is not None and fact.slot == index - shift) for fact in handed)
            for handed, shift in calls
        )
        return [(default, function.parent, Entry.DIRECT)] if left_out else []

    def keyword_from_project(self, function: Scope, name: str) -> bool:
        """A call in another module of the project hands the module function ``function`` the
        keyword ``name`` (a plain call's facts, or a call from traced code)."""
        project = self.names.project
        node = function.node
        if project is None or not project.entries or not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or (
                self.names.module_function(node.name) is not function):
            return False
        return any(handed.slot == name for entry in project.fed(node.name) for handed in entry.handed) or any(
            isinstance(entry, CallEntry) and entry.function == node.name and name in entry.named
            for entry in project.entries)

    def _imported_layers(self, function: Scope) -> Optional[tuple]:
        """The layers a call in another module of the module-level name of the def
        ``function`` goes through: its decorators, when the name is bound once to it; the
        transforms of ``step = jax.jit(step)``, the top-level statement that binds it last
        (and only rebinds it); None when the name holds something else."""
        names = self.names
        node = function.node
        if names.module_function(node.name) is function:
            return self.transforms.of_def(function).layers
        module = names.module_scope
        bindings = module.bindings.get(node.name)
        last = rewrapped(node.name, bindings)
        if last is None or bindings[0].node is not node or not any(
                isinstance(statement, ast.Assign) and statement.value is last.value for statement in names.module.body):
            return None
        wrapped = self.transforms.resolve(last.value, module)
        if wrapped is None or wrapped.function is not function or not wrapped.fully_known or wrapped.bound:
            return None
        return wrapped.layers

    def _as_called(self, handed: Handed, layers: tuple) -> tuple:
        """(Handed, Entry value) of a plain call, in another module, of a def under
        ``layers``: staged when they only stage (``@jax.jit``; equinox's ``filter_jit``
        stages arrays only), as it is when there are none; under any other (vmap, grad)
        not proven a leaf."""
        if not layers:
            return replaced(handed, leaf=handed.traced), Entry.DIRECT.value
        jit_disabled = self.names.jit_disabled
        if all(layer.known and layer.spec.stages and not layer.spec.maps
               and not (layer.spec.eager_when_jit_disabled and jit_disabled) for layer in layers):
            if any(layer.spec.traces_arrays_only for layer in layers):
                array = handed.array or handed.numpy
                return replaced(handed, array=array, leaf=handed.leaf and array), Entry.FILTERED.value
            return replaced(handed, array=handed.array or handed.numpy or handed.number), Entry.STAGED.value
        return replaced(handed, leaf=False), Entry.DIRECT.value


def _layers_here(entry: TransformEntry, scope: Scope) -> Optional[tuple]:
    """The transform layers another module applied (``entry``'s portable ones) as this
    module's :class:`~.transforms.Layer` objects, their options read in ``scope``; None when
    one is not a transform of the table."""
    if any(layer.qualname not in TRANSFORMS for layer in entry.layers):
        return None
    return tuple(Layer(TRANSFORMS[layer.qualname], layer.options_call(), scope) for layer in entry.layers)
