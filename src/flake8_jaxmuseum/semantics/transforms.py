"""The one transform resolver: what a callable expression or a def is, wrapped how.

``jax.jit(f, static_argnums=1)``, ``@partial(jax.vmap, in_axes=(0, None))``,
``g = jax.grad(f)``, ``jax.jit(jax.vmap(h))``: each resolves to a :class:`Wrapped`,
the layers of transforms (outermost first) over the def or lambda underneath.  A
decorator or wrapper the analysis does not know is an *unknown* layer: it may
convert arguments or results, so queries that need a proof stop there.

Every question of the kind "is this callable jitted, with which static arguments",
"which vmap does this call go through", "what does this grad differentiate" is
answered from a :class:`Wrapped`, here or by the rule asking.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Iterator, Optional

from ..astutil import (
    FUNCTION_DEFS,
    argument_count,
    const_int,
    const_int_set,
    const_str_set,
    first_positional,
    has_star_args,
    is_constant,
    keyword,
    literal_sequence,
)
from .jaxapi import (
    ARGNUMS_AND_NAMES,
    FACTORY_TRANSFORMS,
    PARTIAL,
    POSITION_FREE_OPTIONS,
    POSITIONS,
    SCAN_IN_AXES,
    TRANSFORMS,
    TRANSPARENT_DECORATORS,
    TransformSpec,
)
from .classes import Classes
from .names import Names
from .callable_values import class_accessed, relifted, returned_callable, stored_callable, unpacked_callable
from .scopes import AMBIGUOUS, Assigned, Defined, Scope
from .traced_arguments import traced_by

MAX_DEPTH = 10
_UNRESOLVED = object()  # what Transforms.resolve has not been asked yet (its answers may be None)


@dataclass(frozen=True)
class Layer:
    """One transform over a callable, and the call that configured it.

    ``spec`` is None for an unknown wrapper or decorator.  ``options`` is the call
    whose arguments after the first configure the transform: ``jax.jit(f, ...)`` or
    ``partial(jax.jit, ...)``; None for a bare ``@jax.jit``."""

    spec: Optional[TransformSpec]
    options: Optional[ast.Call]
    scope: Scope  # where the options are evaluated
    decorator: bool = False  # written as a decorator of the def
    names: Optional[Names] = field(default=None, compare=False, repr=False)  # ``argnums=ARGNUMS``

    @property
    def known(self) -> bool:
        return self.spec is not None

    @property
    def qualname(self) -> Optional[str]:
        return self.spec.qualname if self.spec else None

    def option(self, name: str, position: Optional[int] = None) -> Optional[ast.expr]:
        """An option by keyword, or at ``position`` (the function counts as 0); a grad's
        ``argnums=ARGNUMS`` as the constant tuple the name holds."""
        if self.options is None:
            return None
        value = keyword(self.options, name)
        if value is None and position is not None:
            args = self.options.args
            if len(args) > position and not any(isinstance(a, ast.Starred) for a in args[: position + 1]):
                value = args[position]
        if isinstance(value, ast.Name) and name == "argnums" and self.names is not None:
            return self.names.constant_tuple(value, self.scope) or value
        return value

    @property
    def configured(self) -> bool:
        """Options beyond the function itself (not ``jax.jit(f)``, ``@jax.jit()``)."""
        if self.options is None:
            return False
        holds_function = bool(self.options.args)  # not ``jax.jit(static_argnums=1)``
        return argument_count(self.options) > (1 if holds_function else 0)

    @property
    def counts_positions(self) -> bool:
        """Options that may count the function's arguments by position (argnums, in_axes,
        static or donated ones, or any given positionally): over a bound method they would
        count the caller's arguments, not the method's parameters.  Not ``has_aux=True``."""
        if not self.configured:
            return False
        holds_function = bool(self.options.args)
        return len(self.options.args) > int(holds_function) or any(
            item.arg not in POSITION_FREE_OPTIONS for item in self.options.keywords)

    @property
    def hides_options(self) -> bool:
        """``*args``/``**kwargs`` in the configuring call: its options cannot be read."""
        return self.options is not None and has_star_args(self.options)

    # ---- static arguments: the one reader ---------------------------------------------
    def static_arguments(self) -> Optional[tuple]:
        """(static positions, static names) as sets, as the options say them (jit's
        static_argnums and static_argnames; pmap's or checkpoint's positions option);
        None when they are not literal."""
        if self.hides_options:
            return None
        style = self.spec.static_style if self.spec else None
        if style == SCAN_IN_AXES:
            broadcast = self._scan_broadcast()
            return None if broadcast is None else (broadcast, set())
        if style == ARGNUMS_AND_NAMES:
            names_option = self.option("static_argnames")
            names = set() if names_option is None else const_str_set(names_option)
            positions_option = self.option("static_argnums")
        else:
            names = set()
            positions_option = self.option(self.spec.static_positions_option) if style == POSITIONS else None
        positions = set() if positions_option is None else const_int_set(positions_option)
        return None if positions is None or names is None else (positions, names)

    def _scan_broadcast(self) -> Optional[set]:
        """linen scan's positions (self, carry counted) whose in_axes is no axis; None: unreadable."""
        in_axes = self.option("in_axes")
        if in_axes is None or const_int(in_axes) is not None:
            return set()
        axes = literal_sequence(in_axes)
        if axes is None:
            return None
        return {i + 2 for i, axis in enumerate(axes) if const_int(axis) is None}

    # ---- vmap's and pmap's mapped arguments --------------------------------------------
    def in_axes(self) -> Optional[ast.expr]:
        """The in_axes expression; None for the default (0)."""
        position = self.spec.in_axes_position if self.spec else None
        return self.option("in_axes", position)


@dataclass(frozen=True)
class Wrapped:
    """A callable: ``layers`` of transforms (outermost first) over ``function``, the def
    or lambda underneath when the file shows it."""

    layers: tuple
    function: Optional[Scope]
    # Leading positional parameters already bound: 1 for a bound method (``jax.jit(self.f)``),
    # whose instance the caller does not pass.
    bound: int = 0
    # With no def of the file underneath: the expression the layers wrap, and its scope
    # (``jnp.arange`` in ``jax.jit(jnp.arange)``), for :meth:`Transforms.library_call`.
    callee: Optional[tuple] = field(default=None, compare=False)

    @property
    def fully_known(self) -> bool:
        """Every layer is a known transform."""
        return all(layer.known for layer in self.layers)

    def stages_only(self, jit_disabled: bool) -> bool:
        """Every layer a known transform, not a decorator, that stages its arguments and maps
        none (jit, not vmap or pmap), and traces even under ``jax_disable_jit`` when set."""
        return bool(self.layers) and all(
            layer.known and layer.spec.stages and not layer.spec.maps and not layer.decorator
            and not (layer.spec.eager_when_jit_disabled and jit_disabled)
            for layer in self.layers
        )

    def known_inner_layers(self) -> Iterator[Layer]:
        """The layers from the function outwards, up to the first unknown one: those
        whose effect on the function's arguments is proven."""
        for layer in reversed(self.layers):
            if not layer.known:
                return
            yield layer

    def outermost(self, skip_passing: bool = False) -> Optional[Layer]:
        """The outermost layer; with ``skip_passing``, past the transforms that hand the
        arguments on unchanged (grad, checkpoint...), which a call goes through first."""
        for layer in self.layers:
            if not (skip_passing and layer.known and layer.spec.passes_arguments):
                return layer
        return None


@dataclass(frozen=True)
class LibraryCall:
    """``jax.jit(jnp.arange)(n)``, ``jax.vmap(nn.one_hot)(labels, sizes)``: a library
    function (not a def of the file) called through jit, pmap or vmap.  The arguments in
    ``traced`` reach it as tracers, as a traced function's parameters would."""

    call: ast.Call
    scope: Scope
    qualname: str  # the library function's, e.g. "jax.numpy.arange", "builtins.int"
    transforms: tuple  # the transforms' qualified names, outermost first
    traced: frozenset  # id() of the argument expressions that become tracers

    def is_traced(self, node: Optional[ast.expr]) -> bool:
        return node is not None and id(node) in self.traced

    @property
    def innermost(self) -> str:
        """The transform applied to the library function itself (``jax.jit`` of
        ``jax.vmap(np.sin)``: vmap; jit cannot wrap a NumPy ufunc)."""
        return self.transforms[-1]

    @property
    def staging(self) -> Optional[str]:
        """The outermost transform that stages (jit, pmap), if any: every argument not
        static is a tracer there, mapped or not."""
        return next((name for name in self.transforms if TRANSFORMS[name].stages), None)


class StaticSpec:
    """jit's static arguments, read against the signature of the function it wraps.

    Given only one of ``static_argnums`` and ``static_argnames``, jit infers the other
    from the signature; given both, it infers neither (verified on jax 0.4.38 and 0.10.2:
    a name listed only in ``static_argnames`` stays traced when passed positionally)."""

    def __init__(self, function: Optional[Scope], argnums: set, argnames: set, infers: bool = True) -> None:
        self.function = function
        self.argnums = argnums
        self.argnames = argnames
        self.infers = infers and not (argnums and argnames)

    def __bool__(self) -> bool:
        return bool(self.argnums or self.argnames)

    def positions(self) -> set:
        """The positions whose arguments are static."""
        positions = set(self.argnums)
        if self.function is not None:
            params = self.function.positional
            # A negative index counts from the end; one out of range names no parameter (jit
            # raises), or, past the last one, an argument of ``*args``.
            positions = {p + len(params) if -len(params) <= p < 0 else p for p in positions}
            if self.infers:
                positions |= {i for i, name in enumerate(params) if name in self.argnames}
        return positions

    def names(self) -> set:
        """The parameter names whose keyword arguments are static."""
        names = set(self.argnames)
        if self.function is not None and self.infers:
            params = self.function.positional
            for index in self.argnums:
                if -len(params) <= index < len(params):
                    names.add(params[index])
        return names

    def unread(self) -> tuple:
        """(positions unknown, names unknown): jit maps static_argnames onto positions (and
        static_argnums onto names) through the signature of a callable that is no def here."""
        blind = self.function is None and self.infers
        return blind and bool(self.argnames), blind and bool(self.argnums)

    def maybe_static(self) -> set:
        """Parameters that hold Python values when passed one way or the other."""
        params = self.function.positional if self.function is not None else []
        by_position = {params[p] for p in self.positions() if -len(params) <= p < len(params)}
        return by_position | self.names()


class Transforms:
    """Resolves callables to :class:`Wrapped`; memoised per node."""

    def __init__(self, names: Names, classes: Classes) -> None:
        self.names = names
        self.classes = classes
        self._resolved: dict = {}  # id(node) -> Optional[Wrapped]
        self._of_def: dict = {}  # Scope -> Wrapped
        self._layered: dict = {}  # Scope -> [(call, Wrapped)]

    # ---- transforms as written ------------------------------------------------------------
    def layer(self, node: ast.expr, scope: Scope, decorator: bool = False) -> Optional[Layer]:
        """The transform an expression names (``jax.jit``, ``partial(jax.jit, ...)``),
        as a layer configured by that partial; None when it names no known transform."""
        qualname = self.names.qualified_name(node, scope)
        options = None
        if qualname == PARTIAL:
            return None
        if qualname is None and isinstance(node, ast.Call):
            called = self.names.qualified_name(node.func, scope)
            if called == PARTIAL:
                first = first_positional(node)
                qualname = None if first is None else self.names.qualified_name(first, scope)
                options = node
            elif called in FACTORY_TRANSFORMS and not node.args:
                qualname, options = called, node  # ``@jax.jit(static_argnums=1)``
        spec = TRANSFORMS.get(qualname) if qualname else None
        return None if spec is None else Layer(spec, options, scope, decorator, self.names)

    # ---- callables ---------------------------------------------------------------------
    def layered_calls(self, scope: Scope) -> list:
        """(call, Wrapped) for each call of ``scope``'s own code whose callee provably goes
        through a transform (``jax.grad(f)(x)``, ``step(x)`` with ``step = jax.jit(f)``), in
        source order: resolved once per scope for the rules that read transformed calls
        (JXM004, 005, 018, 022), not once per rule and call."""
        found = self._layered.get(scope)
        if found is None:
            resolve = self.resolve
            found = self._layered[scope] = [
                (call, wrapped) for call in scope.calls
                for wrapped in (resolve(call.func, scope),) if wrapped is not None and wrapped.layers]
        return found

    def resolve(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[Wrapped]:
        """What a callable expression provably is: a lambda, a name bound once to a def or
        to a callable, or a transform applied to one.  None when it is none of these."""
        key = id(node)
        found = self._resolved.get(key, _UNRESOLVED)
        if found is not _UNRESOLVED:
            return found
        result = None if depth > MAX_DEPTH else self._resolve(node, scope, depth)
        self._resolved[key] = result
        return result

    def _resolve(self, node: ast.expr, scope: Scope, depth: int) -> Optional[Wrapped]:
        if isinstance(node, ast.Lambda):
            return Wrapped((), self.names.scope_of.get(node))
        if isinstance(node, ast.Name):
            binding = self.names.binding(node.id, scope)
            if binding is AMBIGUOUS and node.id in scope.bindings:
                # ``f = jax.jit(f)``: the ``f`` handed to jit is the def, not the result;
                # a def written again (a notebook's next cell) is the one above the use.
                binding = self.names.binding(node.id, scope, node)
            if isinstance(binding, Defined) and isinstance(binding.node, FUNCTION_DEFS):
                function = self.names.scope_of.get(binding.node)
                return None if function is None else self.of_def(function)
            if isinstance(binding, Assigned) and isinstance(binding.value, (ast.Lambda, ast.Call, ast.Name)):
                return self.resolve(binding.value, binding.scope, depth + 1)
            return unpacked_callable(self, binding, depth)  # ``forward, step = make_steps(model)``
        if isinstance(node, ast.Call):
            layer = self._applied(node, scope)
            if layer is None:
                return self._lifted_instance(node, scope, depth) or returned_callable(self, node, scope, depth)
            first = first_positional(node)
            inner = self.resolve(first, scope, depth + 1) or class_accessed(self, first, scope)  # ``jax.jit(C.m)``
            plain_jit = layer.known and layer.spec.follows_bound_methods and not layer.counts_positions
            if inner is None:
                method = self._bound_method(first, scope) if plain_jit else None
                if method is not None:
                    return Wrapped((layer,), method, bound=1)
                return Wrapped((layer,), None, callee=None if first is None else (first, scope))
            if inner.bound and not (plain_jit or layer.known and layer.spec.traces_arrays_only and not layer.configured):
                return Wrapped((layer, *inner.layers), None)  # options count positions: not followed
            return Wrapped((layer, *inner.layers), inner.function, inner.bound, inner.callee)
        # ``self.step`` with ``self.step = jax.jit(self._step)`` in __init__
        return stored_callable(self, node, scope, depth) if isinstance(node, ast.Attribute) else None

    def lifted_method(self, wrapped: Wrapped) -> Optional[Scope]:
        """``nn.scan(Block, ...)``, ``nn.remat(Block)``: linen's lifted transforms over a
        Module class of this module: the ``__call__`` its instances run under them."""
        if wrapped.function is not None or wrapped.callee is None or not wrapped.layers or not all(
                layer.known and layer.spec.module_first for layer in wrapped.layers):
            return None
        classes = self.classes
        owner = classes.class_named(*wrapped.callee)
        if owner is None or classes.framework(owner) is None:
            return None
        method = self.class_method(owner.scope, "__call__")
        return method if method is not None and method.is_method and method.positional else None

    def _lifted_instance(self, node: ast.Call, scope: Scope, depth: int) -> Optional[Wrapped]:
        """``nn.remat(Block)(features=4)``, ``ScanBlock()`` with ``ScanBlock = nn.scan(Block,
        ...)``: an instance of a lifted Module class, called like its ``__call__`` under the
        lifted layers, the instance bound."""
        constructed = self.resolve(node.func, scope, depth + 1) or relifted(self, node.func, scope, depth)
        method = None if constructed is None else self.lifted_method(constructed)
        return None if method is None else Wrapped(constructed.layers, method, bound=1)

    def bound_method(self, node: ast.expr, scope: Scope) -> Optional[Wrapped]:
        """``self.step`` handed on as a callable (a lax body): the method, its instance bound."""
        return None if (method := self._bound_method(node, scope)) is None else Wrapped((), method, bound=1)

    def _bound_method(self, node: Optional[ast.expr], scope: Scope) -> Optional[Scope]:
        """``self.f`` in a method, or ``obj.f`` with ``obj = Model(...)`` a class of the file:
        the method def that runs, with its instance bound."""
        if not isinstance(node, ast.Attribute) or not isinstance(node.value, ast.Name):
            return None
        if scope.is_self(node.value):
            function = self.method(scope, node.attr)
        else:
            owner = self.instance_class(node.value, scope)
            function = None if owner is None else self.class_method(owner, node.attr)
        if function is None or not function.is_method or not function.positional or self.of_def(function).layers:
            return None  # a decorated method's decorators see the instance as an argument
        return function

    def instance_class(self, name: ast.Name, scope: Scope) -> Optional[Scope]:
        """The class scope of the file that ``name`` is bound once to an instance of (``Class(...)``)."""
        held = self.names.value_of(name, scope)
        if held is None or not isinstance(held.value, ast.Call):
            return None
        info = self.classes.class_named(held.value.func, held.scope)
        return None if info is None else info.scope

    def _applied(self, call: ast.Call, scope: Scope) -> Optional[Layer]:
        """``jax.jit(f, ...)`` or ``partial(jax.jit, ...)(f)``: the layer the call applies."""
        if first_positional(call) is None:
            return None
        if isinstance(call.func, ast.Call):
            return self.layer(call.func, scope)  # partial(jax.jit, ...)(f)
        qualname = self.names.qualified_name(call.func, scope)
        spec = TRANSFORMS.get(qualname) if qualname else None
        return None if spec is None else Layer(spec, call, scope, names=self.names)

    def of_def(self, function: Scope) -> Wrapped:
        """A def as its decorators make it; a lambda or an undecorated def is bare."""
        cached = self._of_def.get(function)
        if cached is not None:
            return cached
        layers = []
        node = function.node
        if isinstance(node, FUNCTION_DEFS):
            for decorator in node.decorator_list:
                if self.names.qualified_name(decorator, function.parent) in TRANSPARENT_DECORATORS:
                    continue  # ``@nn.compact``: the method runs as written
                layer = self.layer(decorator, function.parent, decorator=True)
                layers.append(layer if layer is not None else Layer(None, None, function.parent, True))
        wrapped = self._of_def[function] = Wrapped(tuple(layers), function)
        return wrapped

    def function_of(self, node: ast.expr, scope: Scope) -> Optional[Scope]:
        """The def or lambda a callable expression provably runs with the arguments it is
        given: through transforms that hand arguments on (grad, checkpoint...) and plain
        ``jax.jit(f)`` calls; a decorated def is itself."""
        wrapped = self.resolve(node, scope)
        if wrapped is None or wrapped.bound:
            return None
        for layer in wrapped.layers:
            if layer.decorator:
                break
            staging_only = layer.spec.stages and not layer.spec.maps and not layer.configured
            if not (layer.spec.passes_arguments or staging_only):
                return None
        return wrapped.function

    def library_call(self, call: ast.Call, scope: Scope) -> Optional[LibraryCall]:
        """``call`` as a :class:`LibraryCall`, when its callee is a library function under
        known jit, pmap and vmap layers whose options can be read; None otherwise."""
        wrapped = self.resolve(call.func, scope)
        if wrapped is None or wrapped.function is not None or not wrapped.layers or not wrapped.fully_known or (
                has_star_args(call)):
            return None
        if wrapped.callee is None:
            return None
        inner, inner_scope = wrapped.callee
        qualname = self.names.qualified_name(inner, inner_scope)
        if qualname is None and isinstance(inner, ast.Name) and self.names.is_builtin(inner, inner_scope, inner.id):
            qualname = f"builtins.{inner.id}"
        if qualname is None or qualname in TRANSFORMS or qualname == PARTIAL:
            return None
        traced: set = set()
        for layer in wrapped.layers:
            if layer.hides_options or not (layer.spec.stages or layer.spec.maps) or layer.decorator:
                return None
            if layer.spec.module_first:
                return None  # ``nn.vmap(nn.Dense, ...)``: a Module class, not a function of arrays
            found = traced_by(layer, call)
            if found is None:
                return None
            traced |= found
        return LibraryCall(call, scope, qualname, tuple(layer.qualname for layer in wrapped.layers), frozenset(traced))

    def runs(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[Scope]:
        """The def or lambda whose body runs when the callable ``node`` is called, whatever
        arguments reach it: through known transforms, ``functools.partial(f, ...)``, names
        bound once, and ``self.method`` (see :meth:`method`).  For questions about the body
        only: partial's arguments shift the parameters."""
        if node is None or depth > MAX_DEPTH:
            return None
        wrapped = self.resolve(node, scope)
        if wrapped is not None:
            return wrapped.function if wrapped.fully_known else None
        if isinstance(node, ast.Call) and self.names.qualified_name(node.func, scope) == PARTIAL:
            return self.runs(first_positional(node), scope, depth + 1)
        if isinstance(node, ast.Name):
            held = self.names.value_of(node, scope)
            return None if held is None else self.runs(held.value, held.scope, depth + 1)
        if isinstance(node, ast.Attribute) and scope.is_self(node.value):
            return self.method(scope, node.attr)
        return None

    def method(self, scope: Scope, name: str) -> Optional[Scope]:
        """``self.name`` in method ``scope``: the def ``name`` of its class, when that class
        binds the name once, no other class of the module binds it (no override seen here)
        and nothing stores into an attribute ``name``."""
        return self.class_method(scope.parent, name)

    def class_method(self, owner: Optional[Scope], name: str) -> Optional[Scope]:
        """The def ``name`` that an instance of class ``owner`` runs (its own or a base's of
        this module, no subclass here overriding it: :meth:`Classes.method`), when nothing
        stores into an attribute ``name`` and the def's own decorators are known."""
        classes = self.classes
        info = classes.of(owner)
        function = None if info is None else classes.method(info, name)
        if function is None or name in self.names.attributes:
            return None
        if not self.of_def(function).fully_known:
            return None
        return function

    # ---- what the layers say --------------------------------------------------------------
    @staticmethod
    def static_spec(layer: Layer, function: Optional[Scope]) -> Optional[StaticSpec]:
        """jit's static arguments against ``function``'s signature; None when unreadable."""
        statics = layer.static_arguments()
        return None if statics is None else StaticSpec(function, *statics)

    def hashed_statics(self, node: ast.expr, scope: Scope, method: Optional[Scope] = None) -> Optional[tuple]:
        """(transform name, StaticSpec): the static arguments a called expression (or ``method``,
        called through an instance: ``self`` is argument 0) hashes (jit's static_argnums/argnames,
        pmap's static_broadcasted_argnums), when it provably reaches jit or pmap first."""
        wrapped = self.resolve(node, scope) if method is None else self.of_def(method)
        if wrapped is None or method is None and wrapped.function is not None and wrapped.function.is_method:
            return None
        layer = wrapped.outermost(skip_passing=True)
        if layer is None or layer.hides_options:
            return None
        spec = layer.spec
        if spec is None or not spec.hashes_statics:
            return None
        statics = layer.static_arguments()
        return None if statics is None else (
            spec.short_name, StaticSpec(wrapped.function, *statics, infers=spec.static_style == ARGNUMS_AND_NAMES))

    def static_params(self, layer: Layer, function: Scope) -> Optional[set]:
        """The parameters a staging layer leaves Python values; None when unreadable.  A
        linen scan whose in_axes is not literal may broadcast any parameter after the carry,
        and still traces the carry."""
        statics = layer.static_arguments()
        if statics is None:
            if layer.spec.static_style == SCAN_IN_AXES and not layer.hides_options:
                return set(function.params) - set(function.positional[:2])
            return None
        if layer.spec.static_style == ARGNUMS_AND_NAMES:
            return StaticSpec(function, *statics).maybe_static()
        positions, _ = statics
        count = len(function.positional)
        return {name for i, name in enumerate(function.positional) if {i, i - count} & positions}

    @staticmethod
    def mapped_params(layer: Layer, function: Scope) -> Optional[list]:
        """The parameters a mapping ``layer`` maps (so they hold tracers), or None when its
        in_axes is not literal.  A lifted transform's module comes before in_axes."""
        in_axes = layer.in_axes()
        positional = function.positional[1:] if layer.spec.module_first else function.positional
        if in_axes is None or const_int(in_axes) is not None:
            return [name for name in function.params if name in positional or name not in function.positional]
        if is_constant(in_axes, None):
            return []  # ``in_axes=None, axis_size=4``: every argument handed on unmapped
        axes = literal_sequence(in_axes)
        if axes is None or len(axes) != len(positional):
            return None
        # An entry that is a dict, tuple or list of axes maps that argument's leaves (``({"a": 0},)``).
        mapped = [name for name, axis in zip(positional, axes)
                  if const_int(axis) is not None or isinstance(axis, (ast.Dict, ast.Tuple, ast.List))]
        return mapped + function.keyword_only

    @staticmethod
    def axes_per_argument(in_axes: Optional[ast.expr], count: int) -> Optional[list]:
        """One axis (int or None) per positional argument; None when not literal."""
        if in_axes is None:
            return [0] * count
        single = const_int(in_axes)
        if single is not None:
            return [single] * count
        if is_constant(in_axes, None):
            return None
        items = literal_sequence(in_axes)
        if items is None or len(items) != count:
            return None
        axes = []
        for item in items:
            if is_constant(item, None):
                axes.append(None)
            else:
                axis = const_int(item)
                if axis is None:
                    return None
                axes.append(axis)
        return axes

