"""Which functions JAX traces, how, and which of their parameters hold tracers.

A function is traced when a transform wraps it (decorator or call: jit, pmap, vmap,
grad...), when it is a body given to a higher-order lax primitive, or when traced
code calls it (a helper) with traced arguments.  How matters to the rules:

- staged (jit, pmap, lax bodies): every traced value is abstract, and so is every
  JAX operation's result;
- mapped (vmap, pmap): values that depend on mapped arguments are batch tracers;
- differentiated (grad & co): values that depend on differentiated arguments are JVP
  tracers, which keep their concrete value (Python control flow works; ``float(x)`` does not).
"""

from __future__ import annotations

import ast
from typing import Callable, Iterator, Optional

from ..astutil import argument, const_int_set, has_star_args, keyword, positional_args
from .jaxapi import LAX_PRIMITIVES, TRACING_LEAF_NAMES
from .callable_values import lifted_run, maps_variables
from .callgraph import CallGraph, HelperCall
from .lax_feeds import LaxFeeds, lax_bodies
from .partial_runs import PartialRuns
from .project_seeds import ProjectSeeds
from .scopes import Param, Scope, ScopeType
from .tracing_kinds import ABSTRACT, Entry, Tracing
from .classes import Classes
from .instances import Instances
from .names import Names
from .transforms import Transforms, Wrapped
from .variadic import differentiated_by, differentiated_varargs, handed_variadic, mapped_variadic, staged_variadic


# Rounds of helper propagation: a chain of helpers deeper than this is left untraced.
MAX_ROUNDS = 12

# Is ``node`` (in ``scope``) a tracer, by the value layer built on a round's tracing state.
TracedTest = Callable[[ast.expr, Scope], bool]


_THROUGH_TRANSFORM = (Entry.STAGED.value, Entry.FILTERED.value)  # another module's call through jit, filter_jit


class TracedFunctions(ProjectSeeds, LaxFeeds, PartialRuns):
    """Solved once, as the model is built: every traced function with its parameters.

    The solution is a fixpoint over explicit inputs: the *seeds* (defs decorated with a
    transform, callables wrapped by one, lax bodies) and the *call graph* of helper calls.
    Each round asks a value layer built on the round's tracing state (``fresh_values``,
    given by the model) which arguments are tracers, collects the helpers they make
    traced, and applies them all at the round's end; the state never changes while a
    round's value layer reads it, so nothing computed is ever invalidated.  The round
    that adds nothing leaves its value layer in place: built on the final state."""

    def __init__(self, names: Names, classes: Classes, transforms: Transforms, instances: Instances,
                 fresh_values: Optional[Callable[[], TracedTest]] = None) -> None:
        self.names = names
        self.classes = classes
        self.transforms = transforms
        self.instances = instances
        self._fresh_values = fresh_values
        self._params: Optional[dict] = None  # Scope -> {parameter: Tracing}
        self._how: dict = {}  # Scope -> Tracing of its body
        self._entered: dict = {}  # Scope -> Tracing of the transforms and lax primitives that enter it
        self._callers: Optional[dict] = None  # function Scope -> [(call, its scope)] that may run it
        self._bound: set = set()  # methods traced as bound methods (``jax.jit(self.f)``)
        self._project_sites: dict = {}  # Scope -> the site of another module that traces it
        self._if_array: dict = {}  # Scope -> parameters traced only when they hold arrays
        self._run_by: dict = {}  # Scope -> the call (model.apply(...), model(x)) whose trace first ran it
        self.graph = CallGraph(self.transforms, self.instances, self._calls_of)  # the helper calls out of traced code
        self._traced_instance: set = set()  # methods whose instance (a pytree) holds tracers
        self._traced_variables: set = set()  # functions run by a framework's apply handed traced variables
        self._reversed: dict = {}  # Scope -> parameters a reverse-mode transform (grad, jacrev...) differentiates
        self._reversed_varargs: dict = {}  # Scope -> positions in its *args such a transform differentiates

    # ---- questions -------------------------------------------------------------------
    def params(self, scope: Scope) -> dict:
        """Parameter -> how it is traced, for the parameters of ``scope`` that hold tracers."""
        return self._computed().get(scope, {})

    def how(self, scope: Scope) -> Tracing:
        """How the body of ``scope`` is traced (NONE when it is not)."""
        self._computed()
        return self._how.get(scope, Tracing.NONE)

    def entered(self, scope: Scope) -> Tracing:
        """How the transforms and lax primitives that take ``scope`` itself trace it
        (NONE when it is traced only as a helper called from traced code, or not at all).
        Each such entry starts a trace of its own: a Python object made outside the
        function outlives every value that trace makes."""
        self._computed()
        return self._entered.get(scope, Tracing.NONE)

    def traced_if_array(self, function: Scope, name: str) -> bool:
        """Parameter ``name`` of ``function`` is traced only when it holds an array (or a
        pytree with array leaves): equinox's filter_jit keeps other values Python values."""
        self._computed()
        return name in self._if_array.get(function, ())

    def traced_instance(self, method: Scope) -> bool:
        """``method``'s instance is a pytree whose leaves are abstract tracers (handed
        through jit or eqx.filter_jit, or a transform over the method itself)."""
        self._computed()
        return method in self._traced_instance

    def traced_variables(self, function: Scope) -> bool:
        """``function`` runs under a framework's apply whose variables are abstract tracers
        (``jax.jit(model.apply)``, ``model.apply(params, x)`` in a jitted step, and what
        those call): the parameters it reads (``self.param``, ``hk.get_parameter``) are."""
        self._computed()
        return function in self._traced_variables

    def traced_bound(self, method: Scope) -> bool:
        """``method`` is traced as a bound method (``jax.jit(self.f)``, ``jax.jit(obj.f)``):
        its instance is the caller's object itself, not an argument of the trace."""
        self._computed()
        return method in self._bound

    def abstract_params(self, scope: Scope) -> Optional[frozenset]:
        """Parameters holding abstract tracers, or None if ``scope`` is not staged or mapped."""
        if not self.how(scope) & ABSTRACT:
            return None
        return frozenset(name for name, how in self.params(scope).items() if how & ABSTRACT)

    def differentiated_params(self, scope: Scope) -> Optional[frozenset]:
        """Parameters holding JVP tracers (grad & co), or None if ``scope`` is not differentiated."""
        if not self.how(scope) & Tracing.DIFFERENTIATED:
            return None
        return frozenset(name for name, how in self.params(scope).items() if how & Tracing.DIFFERENTIATED)

    def reverse_differentiated(self) -> dict:
        """Function -> the parameters a reverse-mode transform that takes it (grad, jacrev,
        hessian, nnx.grad, eqx.filter_grad...) differentiates; jacfwd's are not."""
        self._computed()
        return self._reversed

    def reverse_differentiated_varargs(self) -> dict:
        """Function -> the positions within its ``*args`` (0 for its first element) that a
        reverse-mode transform differentiates: ``jax.grad(loss, argnums=(2,))`` of ``def
        loss(*args)`` differentiates ``args[2]``."""
        self._computed()
        return self._reversed_varargs

    def functions(self, under: Tracing = ABSTRACT) -> Iterator[Scope]:
        """The functions traced in any of the ways of ``under``, in source order."""
        self._computed()  # few functions are traced: the others cost no enum.Flag arithmetic (slow)
        return (scope for scope in self.names.functions if scope in self._how and self._how[scope] & under)

    # ---- what call sites hand a function ----------------------------------------------------
    def fed_arguments(self, function: Scope, name: str, shapes: bool = False) -> Iterator[tuple]:
        """(argument, its scope, Entry) for each call of the module that hands ``function`` its parameter
        ``name`` (its default where the call leaves it out); ``shapes``: a pmap that maps it counts as MAPPED."""
        for call, scope in self._calls_of(function):
            for fed, entry in self._feeds(call, scope, function, name, shapes):
                if fed is not None:
                    yield fed, scope, entry
                elif (default := function.default_of(name)) is not None and not has_star_args(call):
                    yield default, function.parent, Entry.DIRECT  # a Python value no transform traces
        # ``model(x, train)``, ``self.block(x)``, ``state.apply_fn(v, x, train=train)`` in traced code.
        for edge in self.graph.into(function):
            if edge.bound and name in function.positional[: edge.bound]:
                continue  # the instance
            fed = function.argument_for(edge.call, name, edge.bound - edge.skip)
            if fed is not None:
                yield fed, edge.caller, Entry.DIRECT
            elif (default := function.default_of(name)) is not None and not has_star_args(edge.call):
                yield default, function.parent, Entry.DIRECT
        yield from self.defaults_from_project(function, name)  # a call in another module leaves it out
        if shapes:  # every run's shape counts: ``model.init(rng, x)`` runs the module's code too
            yield from ((fed, scope, Entry.DIRECT) for fed, scope in self.instances.framework_feeds(function, name))

    def keyword_handed(self, function: Scope, name: str) -> bool:
        """Some call of the module, or of another module of the project, hands ``function`` the
        keyword ``name`` (``**kwargs`` holds it)."""
        return any(keyword(call, name) is not None for call, _ in self._calls_of(function)) or (
            self.keyword_from_project(function, name))

    def _calls_of(self, function: Scope) -> list:
        """The calls of the module that may hand ``function`` arguments (directly, through transforms,
        or as a lax body), found once for all functions (scanning them per parameter cost most)."""
        if self._callers is None:
            self._callers = {}
            names = self.names
            transforms = self.transforms
            for scope in names.scopes:
                for call in scope.calls:
                    wrapped = transforms.resolve(call.func, scope)
                    if wrapped is not None:
                        target = wrapped.function
                        if target is None:  # ``predict(variables, x)`` with ``predict = jax.jit(model.apply)``
                            target = (self.framework_target(wrapped) or self._partial_target(wrapped) or (None,))[0]
                        if target is not None:
                            self._callers.setdefault(target, []).append((call, scope))
                        continue
                    lifted = lifted_run(transforms, call, scope) if isinstance(call.func, ast.Attribute) else None
                    if lifted is not None:  # ``MLP().init(rng, x, True)`` with ``MLP = nn.remat(MLP, ...)``
                        self._callers.setdefault(lifted.function, []).append((call, scope))
                        continue
                    qualname = names.qualified_name(call.func, scope)
                    if qualname in LAX_PRIMITIVES:
                        for body in lax_bodies(call, qualname, names, scope):
                            runs = transforms.function_of(body, scope) or self._lax_partial_def(body, qualname, scope)
                            if runs is not None and all(known is not call for known, _ in self._callers.get(runs, ())):
                                self._callers.setdefault(runs, []).append((call, scope))
        return self._callers.get(function, [])

    def _feeds(self, call: ast.Call, scope: Scope, function: Scope, name: str, shapes: bool = False) -> Iterator[tuple]:
        """(argument, Entry) pairs of ``call`` that become parameter ``name``."""
        wrapped = self.transforms.resolve(call.func, scope)
        lifted = lifted_run(self.transforms, call, scope) if wrapped is None else None
        if lifted is not None:
            entry = self._entry(lifted, name, shapes) if lifted.function is function else None
            if entry is not None and name != function.positional[0]:
                yield function.argument_for(call, name, 0), entry  # init's rng and apply's variables come first
            return
        if wrapped is not None:
            if wrapped.function is function and wrapped.fully_known:
                entry = self._entry(wrapped, name, shapes)
                if entry is not None:
                    yield function.argument_for(call, name, wrapped.bound), entry
            elif wrapped.function is None:
                yield from self._partial_feeds(call, wrapped, function, name, shapes)  # ``jax.jit(partial(f, a))(x)``
                found = self.framework_target(wrapped)
                if found is not None and found[0] is function and name not in found[3]:  # a static one is hashed
                    _, bound, skipped, _ = found
                    yield function.argument_for(call, name, bound - skipped), Entry.STAGED
            return
        qualname = self.names.qualified_name(call.func, scope)
        if qualname not in LAX_PRIMITIVES:
            return
        index = self._body_index(lax_bodies(call, qualname, self.names, scope), qualname, scope, function, name)
        if index is None:
            return
        primitive = LAX_PRIMITIVES[qualname]
        if primitive.operands_from is not None:  # cond/switch operands
            positional = positional_args(call) or []
            if primitive.operands_from + index < len(positional):
                yield positional[primitive.operands_from + index], Entry.STAGED
        else:
            for parameter, slot in primitive.carries:
                if parameter == index:
                    # A slice along the leading axis, each a traced array: as vmap maps.
                    yield argument(call, *slot), Entry.MAPPED if index in primitive.sliced else Entry.STAGED
                    break

    def _maps(self, layer, function: Scope, name: str) -> bool:
        """``layer`` may map parameter ``name`` (in_axes it cannot read may map it)."""
        if not layer.spec.maps:
            return False
        mapped = self.transforms.mapped_params(layer, function)
        return mapped is None or name in mapped

    def _entry(self, wrapped: Wrapped, name: str, shapes: bool = False) -> Optional[Entry]:
        """How a call through ``wrapped``'s layers hands on parameter ``name``; None when a
        jit or pmap keeps it static (a Python value, hashed) or the options cannot be read."""
        transforms = self.transforms
        entry, hashed = Entry.DIRECT, False
        for position, layer in enumerate(wrapped.layers):
            spec = layer.spec
            if spec.stages:
                static = None if layer.hides_options else transforms.static_params(layer, wrapped.function)
                if static is None:
                    return None
                if name in static:
                    # a checkpoint's static slot holds what the caller passes, as it is; a jit's
                    # holds a Python value, which a staging layer inside traces again
                    hashed = hashed or spec.hashes_statics  # (``jax.jit(jax.remat(f), static_argnums=0)``)
                    continue
                # pmap, or a vmap over or under the jit (``jax.vmap(step)`` of a jitted step):
                # a mapped argument arrives a slice.
                if shapes and (entry is Entry.MAPPED or any(
                    self._maps(inner, wrapped.function, name) for inner in wrapped.layers[position:]
                )):
                    return Entry.MAPPED
                return Entry.FILTERED if spec.traces_arrays_only else Entry.STAGED
            if self._maps(layer, wrapped.function, name):
                entry = Entry.MAPPED
            elif spec.differentiates and entry is Entry.DIRECT:
                if name in differentiated_by(layer, wrapped.function, wrapped.bound):
                    entry = Entry.DIFFERENTIATED
        return None if hashed else entry

    # ---- finding them -------------------------------------------------------------------
    def settle(self) -> None:
        """Solve what is traced, if not yet (the model does so as it is built)."""
        self._computed()

    def _computed(self) -> dict:
        if self._params is None:
            self._params = {}  # published at once: the rounds' value layers read it
            self._seed()
            self._propagate()
        return self._params

    def _seed(self) -> None:
        """What the transforms and lax primitives of the module trace, as written."""
        names = self.names
        transforms = self.transforms
        for wrapped in [found for found in map(transforms.of_def, names.functions) if found.layers]:
            self._apply(wrapped)  # a decorated def: a bare one (most of them) nothing traces as written
        for scope in names.scopes:
            for call in scope.calls:
                if isinstance(call.func, ast.Attribute) and call.func.attr not in TRACING_LEAF_NAMES or names.unbound(call.func, scope):
                    continue  # jnp.zeros(...), self.f(...), len(x): the common cases, decided cheaply
                wrapped = transforms.resolve(call, scope)
                if wrapped is not None:
                    self._apply(wrapped)
                    if wrapped.function is None and wrapped.callee is not None:
                        self._apply_framework(wrapped, call)
                        self._apply_lifted(wrapped)
                        self._apply_instance(wrapped, call)
                        self._apply_partial(wrapped)
                    continue
                qualname = names.qualified_name(call.func, scope)
                if qualname in LAX_PRIMITIVES and not names.jit_disabled:
                    for body in lax_bodies(call, qualname, names, scope):
                        wrapped = transforms.resolve(body, scope) or transforms.bound_method(body, scope) or Wrapped(
                            (), None, callee=(body, scope))  # ``lax.scan(self.step, c, xs)``: the instance bound
                        self._apply(wrapped, Tracing.STAGED)
                        self._apply_lax_partial(wrapped, qualname)  # ``lax.scan(partial(step, cfg), c, xs)``
        self._seed_from_project()

    def run_by(self, function: Scope) -> Optional[ast.Call]:
        """The call of traced code that first made ``function`` traced when that is a
        method or framework call (``model.apply(p, x)``, ``model(x)``, ``tx.update(...)``);
        None for a plain helper or a function a transform takes."""
        self._computed()
        return self._run_by.get(function)

    def framework_target(self, wrapped: Wrapped) -> Optional[tuple]:
        """(function, bound, skipped, static parameters) for ``jax.jit(model.apply)``,
        ``jax.jit(net.apply, static_argnames="train")``: jit layers over a framework's apply,
        which trace the model's code with every argument but the static ones (apply's
        argument i is the function's positional parameter i - skipped + bound)."""
        if wrapped.function is not None or wrapped.callee is None or not wrapped.stages_only(self.names.jit_disabled):
            return None
        found = self.instances.applied(*wrapped.callee)
        if found is None or found[0].type not in (ScopeType.FUNCTION, ScopeType.LAMBDA):  # haiku's hk.transform(lambda)
            return None
        function, bound, skipped = found
        static: set = set()
        for layer in wrapped.layers:
            statics = layer.static_arguments() if layer.configured else (set(), set())
            if statics is None or any(position < 0 for position in statics[0]):
                return None
            positions, names = statics
            static |= names & set(function.params)
            static |= {function.positional[p - skipped + bound] for p in positions
                       if 0 <= p - skipped + bound < len(function.positional)}
        return function, bound, skipped, frozenset(static)

    def _apply_framework(self, wrapped: Wrapped, call: ast.Call) -> None:
        """``jax.jit(model.apply)``, ``jax.jit(net.apply)``: the model's code traced with all but static arguments."""
        found = self.framework_target(wrapped)
        if found is None:
            return
        function, bound, _, static = found
        self._traced_variables.add(function)  # jit hands apply's variables in as tracers
        self._entered[function] = self._entered.get(function, Tracing.NONE) | Tracing.STAGED
        self._run_by.setdefault(function, call)
        traced = [name for name in (function.params[bound:] if bound else function.params) if name not in static]
        self._mark(function, dict.fromkeys(traced, Tracing.STAGED), Tracing.STAGED)

    def _apply_instance(self, wrapped: Wrapped, call: ast.Call) -> None:
        """``jax.vmap(model)(xs)``, ``eqx.filter_jit(model)(x)``: plain staging or mapping
        layers (no options: they would count the instance's arguments) over an instance
        trace its ``__call__`` as over a bound method."""
        if not all(layer.known and (layer.spec.stages or layer.spec.maps) and not layer.configured
                   and not layer.spec.module_first for layer in wrapped.layers):
            return
        method = self.instances.transformed_instance(*wrapped.callee)
        if method is not None:
            self._run_by.setdefault(method, call)
            self._apply(Wrapped(wrapped.layers, method, bound=1))

    def _apply_lifted(self, wrapped: Wrapped) -> None:
        """``nn.scan(Block, ...)``, ``nn.vmap(Member, ...)``: a Module class's ``__call__`` traced as a method."""
        method = self.transforms.lifted_method(wrapped)
        if method is not None:
            self._traced_variables.update([method] if maps_variables(wrapped) else [])
            self._apply(Wrapped(wrapped.layers, method))

    def call_graph(self) -> list:
        """Every :class:`~.callgraph.HelperCall` of the module."""
        return [edge for caller in self.names.functions for edge in self.graph.edges_from(caller)]

    def _propagate(self) -> None:
        """Helpers called from traced code with traced arguments are traced too: rounds
        over the call graph out of the traced functions until one adds nothing (a module
        with nothing traced builds no edge at all)."""
        for _ in range(MAX_ROUNDS):
            is_traced = self._fresh_values() if self._fresh_values is not None else None
            if is_traced is None:
                return
            callers = [f for f in self.names.functions if f in self._how and self._how[f] & ABSTRACT]
            for caller in callers:  # every edge first: the round's proofs see all calls into a function
                self.graph.edges_from(caller)
            marks = [
                (edge, mark) for caller in callers for edge in self.graph.edges_from(caller)
                for mark in self._helper_marks(edge, is_traced)
            ]
            changed = False
            for caller in callers:
                for edge in self.graph.edges_from(caller):
                    if edge.bound == 1 and not edge.skip and self._may_trace_instance(edge.callee):
                        if self._hands_traced_instance(edge, is_traced):  # asked only of pytree classes' methods
                            changed |= self._trace_instance(edge.callee)
                    if self._hands_traced_variables(edge, is_traced) and edge.callee not in self._traced_variables:
                        self._traced_variables.add(edge.callee)
                        changed = True
            for edge, (callee, names, how) in marks:
                if callee not in self._how and (edge.bound or edge.skip or edge.own_arguments) and not edge.leaves:
                    self._run_by.setdefault(callee, edge.call)  # a method or framework call: say which
                changed |= self._mark(callee, dict.fromkeys(names, how), how, passed=True)
            if not changed:
                return
        self._fresh_values()  # stopped short: the value layer is built on the last state

    def _may_trace_instance(self, method: Scope) -> bool:
        """``method`` is one of a pytree class's, not yet known to have a traced instance."""
        owner = self.classes.of(method.parent)
        return method not in self._traced_instance and owner is not None and self.classes.is_pytree(owner)

    def _trace_instance(self, method: Scope) -> bool:
        """Record that ``method``'s instance holds tracers, when its class is a pytree."""
        if not self._may_trace_instance(method):
            return False
        self._traced_instance.add(method)
        return True

    def _hands_traced_variables(self, edge: HelperCall, is_traced: TracedTest) -> bool:
        """``model.apply(params, x)`` with ``params`` a tracer; or any call (a submodule, a
        helper) from code already running under such an apply."""
        if edge.own_arguments:
            return False
        if edge.skip and not edge.leaves:
            variables = positional_args(edge.call)
            return bool(variables) and is_traced(variables[0], edge.caller)
        return edge.caller in self._traced_variables

    def _hands_traced_instance(self, edge: HelperCall, is_traced: TracedTest) -> bool:
        """``model(x)``, ``model.f(x)``, ``self.f(x)`` where ``model`` (or ``self``) holds
        tracers in the traced caller; an instance built there (``Block()(x)``) holds none."""
        func, caller = edge.call.func, edge.caller
        if isinstance(func, ast.Call):
            return False
        if isinstance(func, ast.Attribute) and self.instances.instance_of(func, caller) is None:
            instance = func.value  # ``model.f(x)``
        else:
            instance = func  # ``model(x)``, ``self.block(x)``
        if caller.is_self(instance):
            return caller in self._traced_instance
        if isinstance(instance, ast.Name) and self._params.get(caller, {}).get(instance.id, Tracing.NONE) & ABSTRACT:
            if isinstance(self.names.binding(instance.id, caller), Param):
                return True  # a traced parameter: its array leaves are tracers (eqx.filter_jit's too)
        return is_traced(instance, caller)

    def _helper_marks(self, edge: HelperCall, is_traced: TracedTest) -> Iterator[tuple]:
        """(callee, parameters, how) that ``edge`` traces, as its caller is traced now."""
        how = self._how.get(edge.caller, Tracing.NONE) & ABSTRACT
        if not how:
            return
        call, caller, callee = edge.call, edge.caller, edge.callee
        if edge.own_arguments:
            if how & Tracing.STAGED:
                yield callee, [p for p in callee.positional if p not in callee.defaulted], Tracing.STAGED
            return
        positional = positional_args(call)
        if positional is None:
            return
        pairs = zip(callee.positional[edge.bound:], positional[edge.skip:])
        names = [name for name, value in pairs if is_traced(value, caller)]
        names += [item.arg for item in call.keywords if item.arg in callee.params and is_traced(item.value, caller)]
        names += handed_variadic(callee, call, edge.bound, edge.skip, lambda value: is_traced(value, caller))
        if names or how & Tracing.STAGED:
            # Called while a trace runs, its body is staged too, even when no argument is a
            # tracer: ``jnp.sum(CONST) > 0`` there is a tracer (and its free variables may be).
            yield callee, names, how if names else Tracing.STAGED

    def _apply(self, wrapped: Wrapped, base: Tracing = Tracing.NONE, fixed: frozenset = frozenset()) -> None:
        """Mark what ``wrapped``'s proven layers (and ``base``, a lax primitive's staging)
        do to its function's parameters, but those in ``fixed`` (functools.partial binds them)."""
        function = wrapped.function
        if function is None:
            return
        if wrapped.bound:
            self._bound.add(function)
        transforms = self.transforms
        how = base
        instance = function.positional[:wrapped.bound]  # a bound method's: the caller's object, not traced
        params = {name: base for name in (*function.params, *function.variadic) if name not in instance} if base else {}
        sure: set = set(params)  # traced whatever they hold
        if_array: set = set()  # traced when they hold arrays (equinox's filter_*)

        def add(names, flag: Tracing) -> None:
            for name in names:
                params[name] = params.get(name, Tracing.NONE) | flag
                if arrays_only and name not in sure:
                    if_array.add(name)
                else:
                    sure.add(name)
                    if_array.discard(name)

        for layer in wrapped.known_inner_layers():
            spec = layer.spec
            arrays_only = spec.traces_arrays_only
            if layer.hides_options:
                break
            if spec.stages:
                if spec.eager_when_jit_disabled and self.names.jit_disabled:
                    continue  # the body runs eagerly
                static = transforms.static_params(layer, function)
                if static is None:
                    break
                mapped: list = []
                if spec.maps:
                    mapped = transforms.mapped_params(layer, function)
                    if mapped is None:
                        break
                    add((*(p for p in mapped if p not in static), *mapped_variadic(layer, function)), Tracing.MAPPED)
                    how |= Tracing.MAPPED
                add((*(p for p in function.params if p not in static), *staged_variadic(layer, function)), Tracing.STAGED)
                how |= Tracing.STAGED
            elif spec.maps:
                mapped = transforms.mapped_params(layer, function)
                if mapped is None:
                    break
                add((*mapped, *mapped_variadic(layer, function)), Tracing.MAPPED)
                how |= Tracing.MAPPED
            elif spec.differentiates:
                argnums = layer.option("argnums", spec.argnums_position)
                if argnums is not None and const_int_set(argnums) is None:
                    break
                differentiated = differentiated_by(layer, function, wrapped.bound)
                add(differentiated, Tracing.DIFFERENTIATED)
                how |= Tracing.DIFFERENTIATED
                if spec.reverse_mode:
                    self._reversed.setdefault(function, set()).update(differentiated)
                    varargs = differentiated_varargs(layer, function, wrapped.bound)
                    if varargs:
                        self._reversed_varargs.setdefault(function, set()).update(varargs)
        for name in instance:
            params.pop(name, None)  # a bound method's instance: the caller's object, not an argument
        if any(layer.spec.module_first for layer in wrapped.known_inner_layers()) and function.positional:
            params.pop(function.positional[0], None)  # the module, handed on as it is
        elif function.is_method and function.positional and params.get(function.positional[0], Tracing.NONE) & ABSTRACT:
            self._trace_instance(function)  # ``@eqx.filter_jit def __call__(self, x)``
        if how:
            self._entered[function] = self._entered.get(function, Tracing.NONE) | how
        unbound = {name: flag for name, flag in params.items() if name not in fixed}
        self._mark(function, unbound, how, if_array=frozenset(if_array))

    def _mark(self, function: Scope, params: dict, how: Tracing, passed: bool = False,
              if_array: frozenset = frozenset()) -> bool:
        """Record traced parameters.  Unless the arguments are known to be ``passed`` (a
        helper call), a parameter with a default may be left out by the caller, and then
        it stays a Python value: not provably traced, unless some call through the
        transform passes it (``jax.jit(f)(x, True)`` with ``def f(x, center=False)``).
        ``if_array``: parameters traced only when they hold arrays (equinox's filter_jit
        keeps a Python number a Python number)."""
        if not how:
            return False
        conditional = self._if_array.setdefault(function, set())
        for name in params:
            if name in if_array:
                if name not in self._params.get(function, {}) or name in conditional:
                    conditional.add(name)
            else:
                conditional.discard(name)
        instance = function.positional[0] if function.is_method and function.positional else None
        recorded = self._params.setdefault(function, {})
        before_how = self._how.get(function, Tracing.NONE)
        changed = not (how in before_how)
        self._how[function] = before_how | how
        for name, flag in params.items():
            if name == instance or not flag:
                continue
            if not passed and name in function.defaulted and not self._passed_through_transform(function, name):
                continue
            old = recorded.get(name, Tracing.NONE)
            if flag not in old:
                recorded[name] = old | flag
                changed = True
        return changed

    def _passed_through_transform(self, function: Scope, name: str) -> bool:
        """A call through a transform (or a lax primitive) hands the parameter a value:
        there the default does not apply, and the value is traced like any other."""
        return any(entry is not Entry.DIRECT for _, _, entry in self.fed_arguments(function, name)) or any(
            through in _THROUGH_TRANSFORM for _, through in self.handed_from_project(function, name))
