"""Instances of the module's classes, and what calling them runs: the call graph's edges
into methods (``self.step(x)``, ``model(x)``: ``__call__``) and the frameworks' ways of
running a model (a linen ``model.apply(variables, x)``, a haiku ``transformed.apply(params,
rng, x)``, a flax ``state.apply_fn(variables, x)``), and the framework layers whose call
returns an array (``nn.Dense(4)(x)``).  Part of the tracing layer: it reads names and
bindings, the class model and the transform resolver, never a value kind.
"""

from __future__ import annotations

import ast
from typing import Callable, Optional

from ..astutil import argument, const_int, has_star_args, keyword
from .jaxapi import (
    APPLY_FN_FIELD,
    ARRAY_LAYERS,
    FRAMEWORK_INITS,
    INPUT_KIND_LAYERS,
    TRAIN_STATE_CREATE,
    TRANSFORMED,
    WITHOUT_APPLY_RNG,
)
from .jaxapi.frameworks import (
    HAIKU_TRANSFORM, STAX_RANK_KEEPING, STAX_RANK_KEEPING_BUILT, STAX_SERIAL, STAX_VECTOR, STAX_VECTOR_BUILT,
    VECTOR_OUTPUT_LAYERS,
)
from .project import InstanceCallEntry, MethodEntry
from .scopes import Assigned, Param, Scope, Unpacked, annotation_of, the_one_found
from .callable_values import lift_rebinding, returned_by
from .classes import Classes
from .names import Names
from .optimizers import OptimizerCallbacks
from .transforms import MAX_DEPTH, Transforms

# The methods through which a framework runs a module's code with the arguments handed to them.
RUNS_FRAMEWORK_CODE = FRAMEWORK_INITS | {"apply", APPLY_FN_FIELD}


class Instances:
    """What instance expressions are, and what calling them runs; memoised per node."""

    def __init__(self, names: Names, classes: Classes, transforms: Transforms, fed_arguments: Callable,
                 fed_from_project: Callable) -> None:
        """``fed_arguments(function, name)``: what the calls the tracing layer knows hand
        ``function``'s ``name`` (see :meth:`.tracing.TracedFunctions.fed_arguments`);
        ``fed_from_project(function, name)``: what calls in other modules hand it (see
        :meth:`.project_seeds.ProjectSeeds.handed_from_project`)."""
        self.names = names
        self.classes = classes
        self.transforms = transforms
        self.fed_arguments = fed_arguments
        self.fed_from_project = fed_from_project
        # (parameter's function, name) -> its class, or None; None too while being decided
        # (a cycle of calls proves nothing), so every parameter is decided once.
        self._params: dict = {}
        self._imported_params: dict = {}  # the same, for the imported class's dotted name
        self._runs: Optional[dict] = None  # function -> the framework inits and applies that run it
        self.optimizers = OptimizerCallbacks(names, transforms, fed_arguments)

    def instance_of(self, node: ast.expr, scope: Scope, depth: int = 0):
        """The class of this module (a :class:`.classes.ClassInfo`) that ``node`` provably
        holds an instance of: ``self`` in a method, a name bound once to ``Model(...)``, a
        parameter annotated ``model: Model``, ``self.block`` when every store into
        ``.block`` is ``Block(...)``, or ``Model(...)`` itself (``Model().predict(x)``)."""
        names = self.names
        classes = self.classes
        if depth > MAX_DEPTH:
            return None
        if isinstance(node, ast.Call):
            return self._constructed(node, scope, depth)
        if isinstance(node, ast.Name):
            if scope.is_self(node):
                return classes.of(scope.parent)
            binding = names.binding(node.id, scope, node)
            if isinstance(binding, Assigned):
                return self._constructed(binding.value, binding.scope, depth)
            if isinstance(binding, Param):
                annotation = annotation_of(binding.scope, node.id)
                if annotation is not None:
                    return classes.class_named(annotation, binding.scope.parent)
                return self._fed_instance(binding.scope, node.id, depth)
            return None
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and scope.is_self(node.value):
            stores = names.attributes.get(node.attr, [])
            found = {id(info): info for info in (
                self._constructed(b.value, b.scope, depth) if isinstance(b, Assigned) else None for b in stores
            )}
            return next(iter(found.values())) if len(found) == 1 and None not in found.values() and stores else None
        return None

    def _fed_instance(self, function: Scope, name: str, depth: int):
        """The class every call of the project hands parameter ``name`` an instance of
        (``loss(model, x)`` with ``model = MLP(...)``), decided once per parameter."""
        key = (function, name)
        if key not in self._params:
            self._params[key] = None  # a cycle of calls proves nothing
            fed = {
                id(found): found
                for found in (
                    self._constructed(value, where, depth)  # ``step(Net(rngs), x)`` or ``step(model, x)``
                    for value, where, _ in self.fed_arguments(function, name)
                )
            }
            fed.update((id(found), found) for found in (
                self._own_class(handed.instance) for handed, _ in self.fed_from_project(function, name)))
            self._params[key] = next(iter(fed.values())) if len(fed) == 1 and None not in fed.values() else None
        return self._params[key]

    def _own_class(self, dotted: str):
        """The class of this module named ``dotted`` (``model.Net`` in model.py), or None."""
        project = self.names.project
        module, _, name = dotted.rpartition(".")
        return self.classes.named(name) if project is not None and module == project.name else None

    def _constructed(self, value: ast.expr, scope: Scope, depth: int):
        if isinstance(value, ast.Call):
            return self.classes.class_named(value.func, scope)
        if isinstance(value, (ast.Name, ast.Attribute)):
            return self.instance_of(value, scope, depth + 1)
        return None

    def called(self, call: ast.Call, scope: Scope) -> Optional[tuple]:
        """(function, bound, skipped): the def of the module that ``call`` runs with its
        arguments, how many leading parameters are bound (an instance), and how many leading
        arguments do not reach it (a linen ``apply``'s variables): a method of a known
        instance (``self.step(x)``, ``model.encode(x)``), an instance called
        (``model(x)``: its ``__call__``), ``model.apply(variables, x)`` of a linen module,
        ``transformed.apply(params, rng, x)`` of haiku, ``state.apply_fn(variables, x)``.
        None otherwise."""
        func = call.func
        classes = self.classes
        # ``Block(4)(x)``: an instance built and called at once (haiku, linen's compact)
        instance = self._constructed(func, scope, 0) if isinstance(func, ast.Call) else self.instance_of(func, scope)
        if instance is not None:
            method = self._method_of(instance, "__call__")
            return None if method is None else (method, 1, 0)
        if not isinstance(func, ast.Attribute):
            return None
        if func.attr == "apply":
            owner = self.instance_of(func.value, scope)
            if owner is not None:
                base = classes.framework(owner)
                if base is None or not base.applies:
                    return None
                method = self._applied_method(owner, call, scope)
                return None if method is None else (method, 1, 1)
            transformed = self._transformed(func.value, scope)
            if transformed is not None:
                return transformed[0], 0, transformed[1]
        if func.attr == APPLY_FN_FIELD:
            owner = self._train_state_model()
            if owner is not None:
                method = self._method_of(owner, "__call__")
                return None if method is None else (method, 1, 1)
            return None
        owner = self.instance_of(func.value, scope)
        if owner is None:
            return None
        method = self._method_of(owner, func.attr)
        return None if method is None else (method, 1, 0)

    def returns_what_it_runs(self, call: ast.Call, scope: Scope) -> bool:
        """``call`` (one :meth:`called` reads) returns what the def it runs returns: not a
        linen apply handed ``mutable=`` or ``capture_intermediates=`` (it returns the output
        and the variables), nor the apply of ``hk.transform_with_state`` (output and state)."""
        func = call.func
        if not isinstance(func, ast.Attribute) or func.attr not in ("apply", APPLY_FN_FIELD):
            return True
        if any(k.arg in ("mutable", "capture_intermediates", None) for k in call.keywords):
            return False
        if func.attr == APPLY_FN_FIELD or self.instance_of(func.value, scope) is not None:
            return True
        transformed = self._transformed(func.value, scope)
        return transformed is not None and transformed[2] == HAIKU_TRANSFORM

    def framework_feeds(self, function: Scope, name: str) -> list:
        """(argument, scope) for each ``init`` or ``apply`` of a framework in the module that
        runs ``function`` and hands it parameter ``name`` (the calls indexed once)."""
        if self._runs is None:
            self._runs = {}
            for scope in self.names.scopes:
                for call in scope.calls:
                    func = call.func
                    if not (isinstance(func, ast.Attribute) and func.attr in RUNS_FRAMEWORK_CODE):
                        continue
                    found = self.initialized(call, scope) or self.called(call, scope)
                    if found is not None and not has_star_args(call):
                        self._runs.setdefault(found[0], []).append((call, scope, found[1], found[2]))
        feeds = []
        for call, scope, bound, skip in self._runs.get(function, ()):
            if not (bound and name in function.positional[:bound]):  # the instance
                fed = function.argument_for(call, name, bound - skip)
                if fed is not None:
                    feeds.append((fed, scope))
        return feeds

    def initialized(self, call: ast.Call, scope: Scope) -> Optional[tuple]:
        """(function, bound, skipped) that a framework's ``init`` runs with its arguments after
        the rng (``model.init(rng, x)``: a linen module's ``__call__``; ``net.init(rng, x)``:
        a haiku transformed function); None otherwise (``method=`` runs another method)."""
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr in FRAMEWORK_INITS):
            return None
        if any(k.arg in ("method", None) for k in call.keywords):
            return None
        owner = self.instance_of(func.value, scope)
        if owner is not None:
            base = self.classes.framework(owner)
            method = self._method_of(owner, "__call__") if base is not None and base.applies else None
            return None if method is None else (method, 1, 1)
        transformed = self._transformed(func.value, scope)
        return None if transformed is None else (transformed[0], 0, 1)

    def applied(self, node: ast.expr, scope: Scope) -> Optional[tuple]:
        """(function, bound, skipped) that a framework's ``apply`` expression runs when it is
        called (``jax.jit(model.apply)``: a linen module's ``__call__`` after the variables;
        ``jax.jit(net.apply)``: a haiku transformed function after params and rng); None
        otherwise."""
        if not (isinstance(node, ast.Attribute) and node.attr == "apply"):
            return None
        owner = self.instance_of(node.value, scope)
        if owner is not None:
            base = self.classes.framework(owner)
            method = self._method_of(owner, "__call__") if base is not None and base.applies else None
            return None if method is None else (method, 1, 1)
        transformed = self._transformed(node.value, scope)
        return None if transformed is None else (transformed[0], 0, transformed[1])

    def applied_output(self, node: ast.expr, scope: Scope) -> Optional[Scope]:
        """The def whose return an ``apply`` expression's call returns (``model.apply`` of a
        linen module: its ``__call__``; ``net.apply`` of ``hk.transform(f)``: ``f``); None
        otherwise (``hk.transform_with_state`` returns the state too)."""
        found = self.applied(node, scope)
        if found is None:
            return None
        if self.instance_of(node.value, scope) is not None:
            return found[0]
        transformed = self._transformed(node.value, scope)
        return found[0] if transformed is not None and transformed[2] == HAIKU_TRANSFORM else None

    def transformed_instance(self, node: ast.expr, scope: Scope) -> Optional[Scope]:
        """The ``__call__`` that ``jax.vmap(model)``, ``jax.jit(model)`` trace when ``node``
        provably holds an instance of a class of the module that runs when called (not a
        linen module: it runs only inside ``apply``)."""
        owner = self.instance_of(node, scope)
        if owner is None:
            return None
        base = self.classes.framework(owner)
        return None if base is not None and base.applies else self._method_of(owner, "__call__")

    def update_callbacks(self, call: ast.Call, scope: Scope) -> list:
        """The module's functions an optax optimizer's ``update`` runs (see
        :meth:`.optimizers.OptimizerCallbacks.update_callbacks`)."""
        return self.optimizers.update_callbacks(call, scope)

    def run_by(self, owner, attribute: str) -> Optional[tuple]:
        """(function, bound, skipped) that ``instance.attribute(...)`` runs for an instance of
        ``owner`` (``attribute`` "__call__": the instance called), as a call from another
        module names it; a linen ``apply`` runs ``__call__`` after the variables."""
        if attribute == "apply":
            base = self.classes.framework(owner)
            if base is None or not base.applies:
                return None
            method = self._method_of(owner, "__call__")
            return None if method is None else (method, 1, 1)
        method = self._method_of(owner, attribute)
        return None if method is None else (method, 1, 0)

    def entered(self, entry: MethodEntry) -> Optional[tuple]:
        """(function, bound, skipped) that a method call of another module runs here: on an
        instance of this module's class ``entry.function``, or on what this module's
        function ``entry.function`` returns (``state = create_state(rng)`` there)."""
        owner = self.classes.named(entry.function)
        if owner is not None:
            # an eager ``model.init(rng, x, True)`` there runs ``__call__`` as an apply would,
            # what it hands (:func:`.handed.framework_run`) as it is
            eager_init = entry.attribute in FRAMEWORK_INITS and not entry.how and not entry.every
            return self.run_by(owner, "apply" if eager_init else entry.attribute)
        lifted = self._lifted_call(entry.function) if entry.attribute == "__call__" else None
        if lifted is not None:
            return lifted, 1, 0
        factory = self.names.module_function(entry.function)
        return None if factory is None else self._run_by_returned(factory, entry.attribute)

    def _lifted_call(self, name: str) -> Optional[Scope]:
        """``class MLP(nn.Module)`` then ``MLP = nn.remat(MLP, static_argnums=(1,))``
        (flax#3946): the ``__call__`` an instance of what the name holds runs, when another
        module calls it (its lift applied there, to the class pasted with its rebinding)."""
        wrapped = lift_rebinding(self.transforms, name)
        return None if wrapped is None else self.transforms.lifted_method(wrapped)

    def _run_by_returned(self, factory: Scope, attribute: str) -> Optional[tuple]:
        """(function, bound, skipped) that ``factory(...).attribute(...)`` runs when every
        return of ``factory`` is an instance of one class of the module (``return CNN()``),
        or, for a TrainState's ``apply_fn``, ``TrainState.create(apply_fn=model.apply)``."""
        if not factory.returns or factory.returns_none:
            return None
        returned = returned_by(self.transforms, factory) if attribute == "__call__" else None
        if returned is not None and not returned.layers:  # a closure (``loss = make_loss(1.0)``, ``loss(p, y)``)
            return returned.function, 0, 0
        if attribute == APPLY_FN_FIELD:
            owner = the_one_found(self._apply_fn_owner(value, factory) for value in factory.returns)
            method = None if owner is None else self._method_of(owner, "__call__")
            return None if method is None else (method, 1, 1)
        owner = the_one_found(self._constructed(value, factory, 0) for value in factory.returns)
        return None if owner is None else self.run_by(owner, attribute)

    def _apply_fn_owner(self, value: ast.expr, scope: Scope, depth: int = 0):
        """The linen module class whose ``apply`` the TrainState ``value`` holds
        (``TrainState.create(apply_fn=model.apply, ...)``, or a name bound once to one)."""
        if depth > MAX_DEPTH:
            return None
        if isinstance(value, ast.Name):
            held = self.names.value_of(value, scope)
            return None if held is None else self._apply_fn_owner(held.value, held.scope, depth + 1)
        if not isinstance(value, ast.Call) or self.names.qualified_name(value.func, scope) not in TRAIN_STATE_CREATE:
            return None
        applied = keyword(value, APPLY_FN_FIELD)
        if not (isinstance(applied, ast.Attribute) and applied.attr == "apply"):
            return None
        owner = self.instance_of(applied.value, scope)
        base = None if owner is None else self.classes.framework(owner)
        return owner if base is not None and base.applies else None

    def handed_from_project(self, method: Scope, name: str) -> list:
        """The Handed facts of ``model.apply(params, x, train)``, ``model(x, train)`` in
        traced code of another module, for parameter ``name`` of the method they run."""
        owner = self.classes.of(method.parent)
        if owner is None or name not in method.params or self.names.project is None:
            return []
        index = method.positional.index(name) if name in method.positional else None
        found = []
        for entry in self.names.project.entries:
            if not isinstance(entry, MethodEntry) or not entry.handed:
                continue
            runs = self.entered(entry)
            if runs is None or runs[0] is not method:
                continue
            _, bound, skip = runs
            found += [
                handed for handed in entry.handed
                if handed.slot == name or (index is not None and handed.slot == index - bound + skip)
            ]
        return found

    def called_from_project(self, owner, attribute: str, through_class: bool = False) -> Optional[str]:
        """The site of a call in another module of ``attribute`` through an instance of
        ``owner``, a class of this module (``agent.value(x)`` there), or with
        ``through_class`` through the class itself (``Agent.create(x)``); None when none is."""
        project = self.names.project
        sites = [] if project is None else sorted(
            entry.site for entry in project.entries
            if isinstance(entry, InstanceCallEntry) and entry.attribute == attribute
            and entry.through_class is through_class and self.classes.named(entry.function) is owner)
        return sites[0] if sites else None

    def imported_instance(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[str]:
        """The dotted name of the imported class ``node`` provably holds an instance of (a
        name bound once to ``MLP(...)`` with ``MLP`` imported, a parameter annotated with
        one, or one every call of the module hands such an instance): a call on it runs code
        of another module."""
        names = self.names
        if depth > MAX_DEPTH or not isinstance(node, ast.Name):
            return None
        binding = names.binding(node.id, scope, node)
        if isinstance(binding, Assigned) and isinstance(binding.value, ast.Call):
            return self.imported_class(binding.value.func, binding.scope)
        if isinstance(binding, Assigned) and isinstance(binding.value, ast.Name):
            return self.imported_instance(binding.value, binding.scope, depth + 1)
        if isinstance(binding, Param):
            annotation = annotation_of(binding.scope, node.id)
            if annotation is not None:
                return self.imported_class(annotation, binding.scope.parent)
            return self._fed_imported(binding.scope, node.id, depth)
        return None

    def imported_class_of(self, node: ast.expr, scope: Scope) -> Optional[str]:
        """The dotted name of the imported class ``node`` provably holds an instance of,
        or builds one of (``Net(rngs)``, with ``Net`` imported: unless it is no class)."""
        if isinstance(node, ast.Call):
            return self.imported_class(node.func, scope)
        return self.imported_instance(node, scope)

    def _fed_imported(self, function: Scope, name: str, depth: int) -> Optional[str]:
        """The imported class every call of the module hands parameter ``name`` an instance
        of (``train_step(Classifier(rngs), x)``), as :meth:`_fed_instance` decides for the
        module's own classes."""
        key = (function, name)
        if key not in self._imported_params:
            self._imported_params[key] = None  # a cycle of calls proves nothing
            fed = {
                self.imported_class(value.func, where) if isinstance(value, ast.Call)
                else self.imported_instance(value, where, depth + 1)
                for value, where, _ in self.fed_arguments(function, name)
            }
            self._imported_params[key] = next(iter(fed)) if len(fed) == 1 else None
        return self._imported_params[key]

    def imported_class(self, node: ast.expr, scope: Scope) -> Optional[str]:
        """``node``'s dotted name through the module's imports (a class of this module has
        none; a factory of another module pasted here has its own)."""
        if not isinstance(node, (ast.Name, ast.Attribute)):
            return None
        return self.names.pasted_origin(node, scope) or self.names.qualified_name(node, scope)

    def _method_of(self, owner, name: str) -> Optional[Scope]:
        method = self.transforms.class_method(owner.scope, name)
        if method is None or not method.is_method or not method.positional or self.transforms.of_def(method).layers:
            return None
        return method

    def _applied_method(self, owner, call: ast.Call, scope: Scope) -> Optional[Scope]:
        """linen's ``apply``: ``method=`` names the method (a string, ``Model.encode`` or
        ``model.encode``); ``__call__`` without it."""
        method = keyword(call, "method")
        if method is None:
            return self._method_of(owner, "__call__")
        if isinstance(method, ast.Constant) and isinstance(method.value, str):
            return self._method_of(owner, method.value)
        if isinstance(method, ast.Attribute) and (
            self.classes.class_named(method.value, scope) is owner  # method=Model.encode
            or self.instance_of(method.value, scope) is owner  # method=model.encode
        ):
            return self._method_of(owner, method.attr)
        return None

    def transformed(self, node: ast.expr, scope: Scope) -> Optional[tuple]:
        """(function, arguments of ``apply`` before its own, the transform's qualified name)
        of a haiku transformed function (see :meth:`_transformed`)."""
        return self._transformed(node, scope)

    def _transformed(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[tuple]:
        """(function, arguments of ``apply`` before its own, the transform's qualified name)
        for haiku's ``hk.transform(f)`` (through ``hk.without_apply_rng``, and names bound
        once to either)."""
        if depth > MAX_DEPTH:
            return None
        if isinstance(node, ast.Name):
            held = self.names.value_of(node, scope)
            return None if held is None else self._transformed(held.value, held.scope, depth + 1)
        if not isinstance(node, ast.Call) or len(node.args) != 1 or any(item.arg != "apply_rng" for item in node.keywords):
            return None
        qualname = self.names.qualified_name(node.func, scope)
        if qualname == WITHOUT_APPLY_RNG:
            inner = self._transformed(node.args[0], scope, depth + 1)
            return None if inner is None else (inner[0], inner[1] - 1, inner[2])
        if qualname in TRANSFORMED and not node.keywords:
            function = self.transforms.function_of(node.args[0], scope)
            wrapped = None if function is None else self.transforms.of_def(function)
            if wrapped is None or wrapped.layers:
                return None
            return function, TRANSFORMED[qualname].apply_skips, qualname
        return None

    def array_layer(self, node: ast.expr, scope: Scope, depth: int = 0, jax_array: bool = False) -> bool:
        """``node`` is an instance of a framework layer that returns one array when called
        on one (``nn.Dense(4)``; a name bound once to one; ``self.dense`` when every store
        into ``.dense`` is one); with ``jax_array``, one that returns a JAX array whatever
        it is given (not a deterministic Dropout, which returns its input)."""
        built = self._layers_built(node, scope, depth)
        return bool(built) and all(
            qualname in ARRAY_LAYERS and not (jax_array and qualname in INPUT_KIND_LAYERS) for _, qualname in built
        )

    def vector_output(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` is an instance of a framework layer that never returns a scalar when called
        (``nn.Dense(1)``, ``eqx.nn.MLP(2, 1, 8, 2, key=key)``: frameworks.VECTOR_OUTPUT_LAYERS),
        also a parameter every call of the module hands one (``loss_fn(model)`` under
        ``nnx.grad``); also ``layer.apply`` of such a linen layer (``model.apply``)."""
        if isinstance(node, ast.Name) and self._stax_apply(node, scope):
            return True
        applied = isinstance(node, ast.Attribute) and node.attr == "apply" and not scope.is_self(node.value)
        built = self._layers_built(node.value if applied else node, scope, 0, fed=True)
        return bool(built) and all(_vector_output(call, qualname) and (not applied or qualname.startswith(
            "flax.linen.")) for call, qualname in built)

    def _stax_apply(self, node: ast.Name, scope: Scope) -> bool:
        """``apply_fun`` of ``init_fun, apply_fun = stax.serial(..., Dense(10), LogSoftmax)``."""
        binding = self.names.binding(node.id, scope, node)
        return isinstance(binding, Unpacked) and binding.index == 1 and isinstance(binding.value, ast.Call) and (
            self._stax_vector(binding.value, binding.scope, 0))

    def _stax_vector(self, node: ast.expr, scope: Scope, depth: int) -> bool:
        """The stax layer ``node`` (a pair, a call building one, a ``serial`` of them, a name
        bound once to one) never returns a scalar (see jaxapi.frameworks.STAX_VECTOR_BUILT)."""
        names = self.names
        if depth > MAX_DEPTH:
            return False
        called = isinstance(node, ast.Call)
        qualname = names.qualified_name(node.func if called else node, scope)
        if qualname is None and isinstance(node, ast.Name):
            held = names.value_of(node, scope)
            return held is not None and self._stax_vector(held.value, held.scope, depth + 1)
        if called and qualname == STAX_SERIAL and not node.keywords and not has_star_args(node):
            for layer in reversed(node.args):  # the last layer that changes rank decides
                inner = names.qualified_name(layer.func if isinstance(layer, ast.Call) else layer, scope)
                if inner in (STAX_RANK_KEEPING_BUILT if isinstance(layer, ast.Call) else STAX_RANK_KEEPING):
                    continue
                return self._stax_vector(layer, scope, depth + 1)
            return False
        return qualname in (STAX_VECTOR_BUILT if called else STAX_VECTOR)

    def _layers_built(self, node: ast.expr, scope: Scope, depth: int, fed: bool = False) -> Optional[list]:
        """(constructor call, its qualified name) for every framework-layer construction
        ``node`` may hold: ``nn.Dense(4)`` itself, a name bound once to one, ``self.dense``
        whose every store is one; with ``fed``, a parameter every call hands one.  None
        (or empty) when not proven."""
        names = self.names
        if depth > MAX_DEPTH:
            return None
        if isinstance(node, ast.Call):
            return [(node, names.qualified_name(node.func, scope))]
        if isinstance(node, ast.Name):
            held = names.value_of(node, scope)
            if held is not None:
                return self._layers_built(held.value, held.scope, depth + 1, fed)
            binding = names.binding(node.id, scope, node) if fed else None
            if not isinstance(binding, Param):
                return None
            found = []
            for value, where, _ in self.fed_arguments(binding.scope, node.id):
                built = self._layers_built(value, where, depth + 1, fed)
                if not built:
                    return None
                found += built
            return found
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and scope.is_self(node.value):
            stores = names.attributes.get(node.attr, [])
            found = []
            for binding in stores:
                built = self._layers_built(binding.value, binding.scope, depth + 1, fed) if isinstance(
                    binding, Assigned) else None
                if not built:
                    return None
                found += built
            return found
        return None

    def _train_state_model(self):
        """The linen module class whose ``apply`` every ``TrainState.create(apply_fn=...)``
        of the module is given (``apply_fn=model.apply``); None when there is none or
        they differ."""
        creations = [
            (call, scope) for scope in self.names.scopes for call in scope.calls
            if self.names.qualified_name(call.func, scope) in TRAIN_STATE_CREATE
        ]
        project = self.names.project
        handed = [fact.apply_fn for entry in (project.entries if project is not None else ())
                  for fact in getattr(entry, "handed", ()) if fact.apply_fn]  # states built in other modules
        owners = [*(self._apply_fn_owner(call, scope) for call, scope in creations), *map(self._own_class, handed)]
        return the_one_found(owners)


def _vector_output(call: ast.Call, qualname: Optional[str]) -> bool:
    """A layer built by ``call`` never returns a scalar: equinox's only with an int output size."""
    if qualname not in VECTOR_OUTPUT_LAYERS:
        return False
    size = VECTOR_OUTPUT_LAYERS[qualname]
    if size is None:
        return True
    given = argument(call, size[1], size[0])
    return given is not None and const_int(given) is not None
