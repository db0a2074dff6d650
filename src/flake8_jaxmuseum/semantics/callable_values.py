"""Functions and classes as values: what a call of a module's function returns when that is
a callable, and what a lifted Module class bound to a name runs.

``make_schedule(0.1)`` with ``def make_schedule(base): def lr(step): ...; return lr``,
``make_step(model)`` returning a closure, ``make_f()`` returning a lambda: the call holds
that def (as its decorators make it), so ``optax.sgd(make_schedule(0.1))``,
``jax.jit(make_f())`` and ``step = make_step(model); step(x)`` run it.  Proven only when
the called function is a plain def of the module (no decorator: one may wrap the result)
and every return hands back the same callable.
"""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import const_int
from .jaxapi import FRAMEWORK_INITS
from .scopes import Assigned, ScopeType, Unpacked, rewrapped

LIFTED_VARIABLE_AXES = "variable_axes"
LINEN_RUNS = FRAMEWORK_INITS | {"apply"}  # what runs a linen module's __call__ with its arguments after the first


def returned_callable(transforms, call: ast.Call, scope, depth: int, element: Optional[int] = None):
    """The :class:`~.transforms.Wrapped` callable every return of the function ``call``
    runs gives back (``element``: the one at that position of the tuple every return gives
    back, ``forward, train_step = make_steps(model)``); None when it is not one provable callable."""
    factory = transforms.resolve(call.func, scope, depth + 1)
    if factory is None or factory.layers or factory.bound or factory.function is None:
        return None
    return returned_by(transforms, factory.function, depth, element)


def unpacked_callable(transforms, binding, depth: int):
    """``step`` of ``forward, step = make_steps(model)`` (``binding``, an Unpacked one): the
    callable at its position of the tuple every return of the factory gives back; None otherwise."""
    if not isinstance(binding, Unpacked) or binding.index is None or not isinstance(binding.value, ast.Call):
        return None
    return returned_callable(transforms, binding.value, binding.scope, depth, binding.index)


def returned_by(transforms, function, depth: int = 0, element: Optional[int] = None):
    """The :class:`~.transforms.Wrapped` callable every return of the plain def ``function``
    (a Scope) gives back, or at position ``element`` of the tuple literal each gives back;
    None when it is not one provable callable."""
    # Not a lambda's body, nor an async def (its call returns a coroutine).
    if not isinstance(function.node, ast.FunctionDef) or function.returns_none:
        return None
    found: Optional[object] = None
    size = None
    for value in function.returns:
        if element is not None:
            if not isinstance(value, ast.Tuple) or size not in (None, len(value.elts)) or element >= len(value.elts):
                return None
            size, value = len(value.elts), value.elts[element]
        if not isinstance(value, (ast.Name, ast.Lambda)):
            return None
        returned = transforms.resolve(value, function, depth + 1)
        if returned is None or returned.function is None or returned.bound:
            return None
        if found is not None and returned != found:
            return None
        found = returned
    return found


def class_accessed(transforms, node: ast.expr, scope):
    """``Scale.from_factors`` read off a class of the file: a ``@classmethod`` runs with the
    class bound (``eqx.filter_jit(Scale.from_factors)(x)`` traces ``x``, not ``cls``), a
    ``@staticmethod`` as written; None for anything else (a plain method read off its class
    takes the instance as an argument)."""
    if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)):
        return None
    classes = transforms.classes
    if node.value.id not in classes.with_class_level_methods():  # cheap: most files have none
        return None
    owner = classes.class_named(node.value, scope)
    return None if owner is None else class_level(transforms, owner, node.attr)


def class_level(transforms, owner, name: str):
    """The classmethod (its class bound) or staticmethod ``name`` of the class ``owner`` (a
    ClassInfo), read off the class, as a bare :class:`~.transforms.Wrapped`; None otherwise."""
    function = transforms.classes.method(owner, name)
    if function is None or name in transforms.names.attributes:
        return None
    decorators = function.node.decorator_list
    if len(decorators) != 1 or not function.parent.is_builtin(decorators[0], getattr(decorators[0], "id", "")):
        return None
    if decorators[0].id == "classmethod" and function.positional:
        return type(transforms.of_def(function))((), function, bound=1)
    return type(transforms.of_def(function))((), function) if decorators[0].id == "staticmethod" else None


def over_class_level(layers: tuple, inner):
    """``layers`` (outermost first) over ``inner``, a method read off its class, as
    :meth:`~.transforms.Transforms.resolve` composes them: over a classmethod, whose class
    is bound, only plain jit and equinox's unconfigured ``filter_*`` (options would count
    positions the caller does not pass); None under any other."""
    if inner.bound and not all(layer.known and not layer.configured and (
            layer.spec.follows_bound_methods or layer.spec.traces_arrays_only) for layer in layers):
        return None
    return type(inner)(tuple(layers), inner.function, inner.bound)


def maps_variables(wrapped) -> bool:
    """``nn.vmap(Member, variable_axes={"params": 0}, ...)``: a linen vmap that gives a
    variable collection an axis (an ensemble's members), so the lifted ``__call__`` reads
    batch tracers from its layers and parameters, even in an eager ``init``.  A collection
    given None is broadcast and stays concrete (both verified: tests/cases/JXM002/*linen_vmap_ensemble*)."""
    for layer in wrapped.layers:
        if not (layer.known and layer.spec.module_first and layer.spec.maps):
            continue
        axes = layer.option(LIFTED_VARIABLE_AXES)
        if isinstance(axes, ast.Dict) and any(const_int(value) is not None for value in axes.values):
            return True
    return False


def stored_callable(transforms, node: ast.Attribute, scope, depth: int):
    """What ``self.step`` holds where :func:`stored_in_init` finds its one store."""
    stored = stored_in_init(transforms, node, scope) if node.attr in transforms.names.attributes else None
    return None if stored is None else transforms.resolve(stored.value, stored.scope, depth + 1)


def stored_in_init(transforms, node: ast.Attribute, scope) -> Optional[Assigned]:
    """``self.step`` (in a method of ``C``) or ``t.step`` (``t = C(...)``), where the one
    store into any ``.step`` of the module is ``self.step = ...`` in ``C.__init__``:
    that assignment.  A subclass may not run that ``__init__``: not followed."""
    stores = transforms.names.attributes[node.attr]
    stored = stores[0] if len(stores) == 1 and isinstance(stores[0], Assigned) else None
    init = None if stored is None else stored.scope
    if init is None or not init.is_method or init.function_name() != "__init__":
        return None
    info = transforms.classes.of(init.parent)
    if info is None or info.subclasses or transforms.classes.method(info, "__init__") is not init:
        return None
    if scope.is_self(node.value):
        if scope.parent is not init.parent:
            return None
    elif not isinstance(node.value, ast.Name) or transforms.instance_class(node.value, scope) is not init.parent:
        return None
    targets = init.attribute_targets(node.attr)
    if len(targets) != 1 or not init.is_self(targets[0].value):
        return None
    return stored


def lifted_run(transforms, call: ast.Call, scope):
    """``MLP().init(rng, x, True)``, ``net.apply(variables, x)`` with ``MLP = nn.remat(MLP,
    ...)`` (flax#3946): linen runs the lifted ``__call__`` with the arguments after the
    first under the lifted layers, the instance bound (its static_argnums count it)."""
    func = call.func
    if not isinstance(func, ast.Attribute) or func.attr not in LINEN_RUNS or any(
            k.arg in ("method", None) for k in call.keywords):
        return None
    wrapped = transforms.resolve(func.value, scope)
    if wrapped is None or wrapped.function is None or wrapped.bound != 1 or not wrapped.layers or not all(
            layer.known and layer.spec.module_first for layer in wrapped.layers):
        return None
    return wrapped


def relifted(transforms, node: ast.expr, scope, depth: int):
    """``Block()`` in a method of another class, after ``class Block`` and ``Block =
    nn.checkpoint(Block, ...)`` at the module's top level: a def's body runs once the module
    has loaded, so the name holds the rebinding (resolved), not the class."""
    if not isinstance(node, ast.Name) or scope.type is not ScopeType.FUNCTION:
        return None
    return lift_rebinding(transforms, node.id, depth + 1, scope)


def lift_rebinding(transforms, name: str, depth: int = 0, scope=None):
    """What the module-level rebinding of the class ``name`` to a lift of itself resolves to
    (``class MLP`` then ``MLP = nn.remat(MLP, static_argnums=(1,))``, flax#3946); None otherwise,
    or when ``scope`` (a def reading the name) binds the name itself."""
    module = transforms.names.module_scope
    bindings = module.bindings.get(name)
    again = rewrapped(name, bindings, (ast.ClassDef,))
    if again is None or scope is not None and scope.lookup(name) is not bindings:
        return None
    return transforms.resolve(again.value, module, depth)
