"""Layer 2 of the model, what is traced: what each callable is (:mod:`.transforms`),
the classes and instances of the module (:mod:`.classes`, :mod:`.instances`), and the
functions traced and how (:mod:`.tracing`), over the names of layer 1.  The tracing
fixpoint asks a value layer built on each round's state (``fresh_values``, given by the
model that composes the layers): :meth:`Traces.settle` solves it.
"""

from __future__ import annotations

import ast
from functools import cached_property
from typing import Callable, Iterator, Optional

from .classes import Classes
from .flags import ConstantFlags
from .handed_functions import handed_functions
from .instances import Instances
from .names import Names
from .scopes import Param, Scope
from .tracer_guards import TracerGuards
from .tracing import TracedFunctions, TracedTest
from .tracing_kinds import ABSTRACT, Tracing
from .transforms import Transforms


class Traces:
    def __init__(self, names: Names, fresh_values: Callable[[], TracedTest]) -> None:
        self.names = names
        self.classes = Classes(names)
        self.transforms = Transforms(names, self.classes)
        self.instances = Instances(names, self.classes, self.transforms, self.fed_arguments, self.handed_from_project)
        self.traced = TracedFunctions(names, self.classes, self.transforms, self.instances, fresh_values)
        self._library_calls: Optional[list] = None
        self._handed_functions: Optional[list] = None

    def settle(self) -> None:
        """Solve what is traced (see :class:`.tracing.TracedFunctions`), once."""
        self.traced.settle()

    def traced_functions(self, under: Tracing = ABSTRACT) -> Iterator[Scope]:
        """Functions traced in any of the ways of ``under`` (default: staged or mapped)."""
        return self.traced.functions(under)

    def traced_params(self, scope: Scope) -> Optional[frozenset]:
        """Parameters of ``scope`` holding abstract tracers; None if it is not staged or mapped."""
        return self.traced.abstract_params(scope)

    def tracing_of(self, scope: Scope) -> Tracing:
        return self.traced.how(scope)

    def library_calls(self) -> list:
        """Every call of a library function through jit, pmap or vmap in the module
        (``jax.jit(jnp.arange)(n)``), as :class:`~.transforms.LibraryCall`, in source order."""
        if self._library_calls is None:
            transforms = self.transforms
            self._library_calls = [
                found
                for scope in self.names.scopes
                for call in scope.calls
                if isinstance(call.func, (ast.Call, ast.Name))
                for found in (transforms.library_call(call, scope),)
                if found is not None
            ]
        return self._library_calls

    def handed_functions(self) -> list:
        """Every library function handed to one that calls it under a transform of its own
        (``jnp.apply_along_axis(jnp.where, 1, x)``), as :class:`~.handed_functions.HandedFunction`."""
        if self._handed_functions is None:
            self._handed_functions = handed_functions(self.names)
        return self._handed_functions

    def fed_arguments(self, function: Scope, name: str, shapes: bool = False) -> Iterator[tuple]:
        """(argument, its scope, :class:`Entry`) for each call that hands ``function`` its ``name``
        (``shapes``: a pmap's mapped argument as MAPPED, see TracedFunctions.fed_arguments)."""
        return self.traced.fed_arguments(function, name, shapes)

    def hands_slices(self, function: Scope, name: str) -> bool:
        """A lax primitive hands ``function``'s parameter ``name`` slices of its argument (see
        TracedFunctions.hands_slices): the argument's shape is not the parameter's."""
        return self.traced.hands_slices(function, name)

    def scanned_arguments(self, function: Scope, name: str) -> Optional[list]:
        """(xs, its scope) of each ``lax.scan``/``lax.map`` handing ``function``'s ``name`` a
        slice of ``xs`` (see TracedFunctions.scanned_arguments); None when not only those."""
        return self.traced.scanned_arguments(function, name)

    def run_by(self, function: Scope) -> Optional[ast.Call]:
        """The method or framework call whose trace ran ``function`` (see TracedFunctions.run_by)."""
        return self.traced.run_by(function)

    def traced_from_project(self, function: Scope) -> Optional[str]:
        """Where another module of the project traces ``function`` ("train.py:12"), when
        nothing in this module does: a message names it."""
        return self.traced.traced_from_project(function)

    def counts_steps(self, function: Scope, name: str) -> bool:
        """``function``'s ``name`` is the step count an optax optimizer hands its schedule, a
        scalar int32 array (see :mod:`.optimizers`)."""
        return self.instances.optimizers.counts_steps(function, name)

    def handed_from_project(self, function: Scope, name: str) -> list:
        """What calls in the project's other modules hand ``function``'s parameter ``name``:
        [(:class:`.project.Handed`, an :class:`Entry` value)]."""
        return self.traced.handed_from_project(function, name)

    @cached_property
    def flags(self) -> ConstantFlags:
        return ConstantFlags(
            self.names.scopes,
            lambda call, scope: self.names.qualified_name(call.func, scope) not in (None, "functools.partial"),
            lambda function, name: bool(self.handed_from_project(function, name)),
        )

    @cached_property
    def tracer_guards(self) -> TracerGuards:
        return TracerGuards(self.names)

    def skipped_by_flags(self, node: ast.AST, function: Scope) -> bool:
        """``node`` sits in a branch of ``function`` ruled out by keyword-only parameters
        every call leaves at their literal default (``if not validate:`` with
        ``validate=True`` never passed): no trace runs it (see :mod:`.flags`); or it runs
        only where a test ruled tracers out of every name it reads (``if isinstance(s,
        jax.core.Tracer): return ...`` before ``if s > 0:``, see :mod:`.tracer_guards`)."""
        return self.flags.skipped(node, function) or (
            isinstance(node, ast.expr) and self.tracer_guards.rules_out(node, function))

    def passed_none(self, function: Scope, name: str) -> bool:
        """Some call of the module hands ``function``'s parameter ``name`` the literal None
        (jit passes None through as None: an empty pytree, not a tracer)."""
        return any(
            isinstance(fed, ast.Constant) and fed.value is None for fed, _, _ in self.fed_arguments(function, name)
        ) or any(handed.none for handed, _ in self.handed_from_project(function, name))

    def callee_name(self, func: ast.expr, scope: Scope) -> Optional[str]:
        """The dotted name a called ``func`` provably is (:meth:`.names.Names.qualified_name`),
        also through a parameter every call of the module hands the same dotted name or leaves
        at it as its default: ``xnp.stack`` is ``numpy.stack`` in ``def to_ndc(x, xnp=np)``
        called as ``to_ndc(x)`` (the backend switch of NeRF-style code, where a call that
        forgets ``xnp=jnp`` runs NumPy on tracers); ``while_loop(cond, body, init)`` is
        ``jax.lax.while_loop`` in ``def solution_routine(while_loop)`` (or a def nested in it)
        every call of which hands ``jax.lax.while_loop`` (a solver handed its loop primitive,
        probdiffeq's docs).  Asked only of a name or ``name.attr`` whose name is a parameter."""
        names = self.names
        found = names.qualified_name(func, scope)
        if found is not None:
            return found
        if isinstance(func, ast.Name):
            base, attr = func, None
        elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            base, attr = func.value, func.attr
        else:
            return None
        if scope.is_self(base) or not any(isinstance(b, Param) for b in scope.lookup(base.id) or ()):
            return None
        binding = names.binding(base.id, scope, base)
        if not isinstance(binding, Param):
            return None
        held = {names.qualified_name(value, where) if isinstance(value, (ast.Name, ast.Attribute)) else None
                for value, where, _ in self.fed_arguments(binding.scope, binding.name)}
        # a call in another module of the project: the library function its imports prove
        held.update(handed.function or None for handed, _ in self.handed_from_project(binding.scope, binding.name))
        handed = held.pop() if len(held) == 1 else None
        return None if handed is None else handed if attr is None else f"{handed}.{attr}"
