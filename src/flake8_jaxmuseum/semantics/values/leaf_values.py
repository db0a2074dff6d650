"""Which expression a pytree's leaf or a framework's value is: the structural half of the
value kinds (:mod:`.values` asks what kind the expression found holds).

- ``tree["w"]["b"]``: the entry of a dict literal (or of a name bound once to one, never
  stored into), or the entry ``jax.grad`` returns for one (the gradient has its structure),
  or a parameter of a linen ``model.init`` (:mod:`.linen_variables`);
- ``params.w``: the argument a dataclass of the module (a flax struct, an equinox module)
  was built with, for the field its generated ``__init__`` stores it as;
- ``w.value``: the value an nnx Variable (``nnx.Param(x)``, a subclass of the module's) was
  built with;
- ``self.param("w", init, ...)``, ``hk.get_parameter(..., init=...)``: whether the
  initializer is JAX's, whose read returns a JAX array in ``init``;
- ``model.layers[0].weight``, ``model.linear.kernel.value``: an array of a framework layer
  (``eqx.nn.Linear``, ``nnx.Linear``) the module builds and holds.
"""

from __future__ import annotations

import ast
from typing import Callable, NamedTuple, Optional

from ...astutil import argument, const_int, is_constant, positional_args
from ..classes import Classes
from ..instances import Instances
from ..jaxapi import (
    DICT_VALUE_VIEWS,
    JAX_INITIALIZER_MODULES,
    LAYER_ARRAY_KEYWORDS,
    LAYER_ARRAYS,
    MODULE_PARAMETER_METHOD,
    NNX_VARIABLES,
    PARAMETER_INITIALIZERS,
    VARIABLE_VALUE,
)
from ..names import Names
from ..scopes import Assigned, Iterated, Scope
from ..transforms import Transforms
from .linen_variables import LinenVariables

MAX_DEPTH = 30
_LAYER_ARRAY_NAMES = frozenset(name for names in LAYER_ARRAYS.values() for name in names)


class Leaf(NamedTuple):
    """The expression a leaf holds, its scope, and the ``jax.grad`` calls on the way (each
    returns a new array of the leaf's structure: the gradient)."""

    value: Optional[ast.expr]  # None: a JAX array the framework makes (a linen init's parameter)
    scope: Scope
    gradients: tuple = ()  # (call, scope) pairs


def string_keyed(node: ast.expr) -> bool:
    """``d["w"]``: an entry of a dict read by a string key."""
    return (
        isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str)
    )


def dict_view(node: ast.expr, views: frozenset = DICT_VALUE_VIEWS) -> bool:
    """``node`` is ``d.values()`` or ``d.items()`` (one of ``views``)."""
    func = node.func if isinstance(node, ast.Call) else None
    return isinstance(func, ast.Attribute) and func.attr in views and not node.args and not node.keywords


class LeafValues:
    def __init__(
        self,
        names: Names,
        classes: Classes,
        transforms: Transforms,
        instances: Instances,
        dict_stored: Callable[[], set],
    ) -> None:
        """``dict_stored()``: the names something stores an entry into (see
        :meth:`.shapes.ShapeInference.dict_stored`)."""
        self.names = names
        self.classes = classes
        self.transforms = transforms
        self.instances = instances
        self.dict_stored = dict_stored
        self.linen = LinenVariables(names, classes)

    # ---- dict entries ----------------------------------------------------------------------
    def entry(self, node: ast.Subscript, scope: Scope) -> Optional[Leaf]:
        """The expression ``tree["dense"]["kernel"]`` reads, through dict literals, names bound
        once to them and ``jax.grad`` calls; None when unproven."""
        keys: list = []
        while string_keyed(node):
            keys.insert(0, node.slice.value)
            node = node.value
        return self._entry(node, keys, scope, (), 0)

    def _entry(self, node: ast.expr, keys: list, scope: Scope, gradients: tuple, depth: int) -> Optional[Leaf]:
        if depth > MAX_DEPTH:
            return None
        if not keys:
            return Leaf(node, scope, gradients)
        if string_keyed(node):
            return self._entry(node.value, [node.slice.value, *keys], scope, gradients, depth + 1)
        if isinstance(node, ast.Name):
            held = self._unchanged_value(node, scope)
            return None if held is None else self._entry(held.value, keys, held.scope, gradients, depth + 1)
        if isinstance(node, ast.Dict):
            if not all(isinstance(k, ast.Constant) for k in node.keys):
                return None  # ``**other`` or a computed key may be the one asked for
            entries = [v for k, v in zip(node.keys, node.values) if k.value == keys[0]]
            return self._entry(entries[0], keys[1:], scope, gradients, depth + 1) if len(entries) == 1 else None
        if isinstance(node, ast.Call):
            differentiated = self.gradient_of(node, scope)
            if differentiated is not None:
                return self._entry(differentiated, keys, scope, (*gradients, (node, scope)), depth + 1)
            if self.linen.initialized_array(node, scope, keys):
                return Leaf(None, scope, gradients)  # a parameter a linen init makes
        return None

    def dict_values(self, node: ast.expr, scope: Scope, gradients: tuple = (), depth: int = 0) -> Optional[list]:
        """The values (as :class:`Leaf`) of the dict literal ``node`` is (or a name bound once
        to one, never stored into; or ``jax.grad``'s output for one); None when unproven."""
        if depth > MAX_DEPTH:
            return None
        if isinstance(node, ast.Name):
            held = self._unchanged_value(node, scope)
            return None if held is None else self.dict_values(held.value, held.scope, gradients, depth + 1)
        if isinstance(node, ast.Call):
            differentiated = self.gradient_of(node, scope)
            if differentiated is None:
                return None
            return self.dict_values(differentiated, scope, (*gradients, (node, scope)), depth + 1)
        if not isinstance(node, ast.Dict) or any(key is None for key in node.keys):
            return None  # ``**other`` may add any value
        return [Leaf(value, scope, gradients) for value in node.values]

    def _unchanged_value(self, name: ast.Name, scope: Scope) -> Optional[Assigned]:
        """The one assignment that reaches ``name``, when nothing stores an entry into the
        name or mutates it afterwards: what it was bound to is what it holds."""
        held = self.names.value_of(name, scope)
        if held is None or name.id in self.dict_stored() or name.id in self.names.mutated_names:
            return None
        return held

    def gradient_of(self, call: ast.Call, scope: Scope) -> Optional[ast.expr]:
        """The argument whose gradient ``call`` returns: ``jax.grad(loss)(params, x)`` (a
        literal argnums, no aux) of a def of the module; None otherwise."""
        wrapped = self.transforms.resolve(call.func, scope)
        if wrapped is None or wrapped.function is None or len(wrapped.layers) != 1:
            return None
        layer = wrapped.layers[0]
        if not layer.known or layer.hides_options or not layer.spec.output_is_gradient:
            return None
        has_aux = layer.option("has_aux", layer.spec.has_aux_position)
        argnums = layer.option("argnums", layer.spec.argnums_position)
        position = 0 if argnums is None else const_int(argnums)
        positional = positional_args(call)
        if (has_aux is not None and not is_constant(has_aux, False)) or position is None or not positional:
            return None
        return positional[position] if 0 <= position < len(positional) else None

    # ---- dataclass fields ------------------------------------------------------------------
    def constructed_field(self, node: ast.Attribute, scope: Scope) -> Optional[Leaf]:
        """``params.w`` with ``params`` bound once to ``Params(jnp.ones(3), ...)`` of a
        dataclass of the module whose generated ``__init__`` stores each argument as the
        field it names, and no code storing into any ``.w``: the argument."""
        if not isinstance(node.value, ast.Name) or node.attr in self.names.attributes:
            return None
        held = self.names.value_of(node.value, scope)
        if held is None or not isinstance(held.value, ast.Call):
            return None
        fields = self.classes.init_fields(held.value.func, held.scope)
        if fields is None or node.attr not in fields:
            return None
        value = argument(held.value, fields.index(node.attr), node.attr)
        return None if value is None else Leaf(value, held.scope)

    def array_field(self, node: ast.Attribute, scope: Scope) -> bool:
        """``state.w`` where ``state`` is provably an instance of a pytree class of the module
        whose field ``w`` is an array (``w: jax.Array``, not static): a leaf, a tracer when
        ``state`` is traced."""
        owner = self.instances.instance_of(node.value, scope)
        return owner is not None and self.classes.array_field(owner, node.attr)

    def traced_field(self, node: ast.Attribute, scope: Scope, staged: bool) -> Optional[str]:
        """What ``state.w`` of a traced ``state`` holds: "leaf" for an array field or a property
        computed from them; with ``staged`` (jit traces ``state``), "leaf" or "tree" for any
        field of a NamedTuple of the module (:meth:`.classes.Classes.tuple_field`: ``cfg.hidden: int``
        is a scalar tracer there); None when unproven."""
        owner = self.instances.instance_of(node.value, scope)
        if owner is not None and self.classes.array_field(owner, node.attr) or self.array_property(node, scope):
            return "leaf"
        return self.classes.tuple_field(owner, node.attr) if staged and owner is not None else None

    def array_property(self, node: ast.Attribute, scope: Scope) -> bool:
        """``state.remaining`` where ``state`` is provably an instance of a pytree class of the
        module and ``remaining`` a ``@property`` of it whose every return is arithmetic on an
        array field of ``self`` (``self.total - 1 - self.t``): an array, a tracer when
        ``state`` is (a property reads the instance it is read on)."""
        owner = self.instances.instance_of(node.value, scope)
        if owner is None or not self.classes.is_pytree(owner) or node.attr in self.names.attributes:
            return False
        method = self.classes.method(owner, node.attr)
        if method is None or method.is_generator or not method.returns or not method.positional:
            return False
        decorators = method.node.decorator_list
        if len(decorators) != 1 or not self.names.is_builtin(decorators[0], method.parent, "property"):
            return False
        return all(self._field_arithmetic(value, method, owner) for value in method.returns)

    def _field_arithmetic(self, node: ast.expr, method: Scope, owner) -> bool:
        """``node`` is an array field of ``self``, or arithmetic with one on either side."""
        if isinstance(node, ast.BinOp):
            return self._field_arithmetic(node.left, method, owner) or self._field_arithmetic(node.right, method, owner)
        if isinstance(node, ast.UnaryOp) and not isinstance(node.op, ast.Not):
            return self._field_arithmetic(node.operand, method, owner)
        return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == (
            method.positional[0]) and self.classes.array_field(owner, node.attr)

    # ---- framework values ------------------------------------------------------------------
    def variable_values(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[list]:
        """The values (as :class:`Leaf`) that the nnx Variables ``node`` may hold were built
        with (``w = nnx.Param(x)``; ``self.w`` when every store into any ``.w`` is one); None
        when unproven, or when some code stores into a ``.value``."""
        if depth > MAX_DEPTH or VARIABLE_VALUE in self.names.attributes:
            return None
        if isinstance(node, ast.Name):
            held = self.names.value_of(node, scope)
            return None if held is None else self.variable_values(held.value, held.scope, depth + 1)
        if isinstance(node, ast.Attribute) and scope.is_self(node.value):
            stores = self.names.attributes.get(node.attr)
            if not stores or not all(isinstance(store, Assigned) for store in stores):
                return None
            found: list = []
            for store in stores:
                values = self.variable_values(store.value, store.scope, depth + 1)
                if values is None:
                    return None
                found += values
            return found
        if not isinstance(node, ast.Call):
            return None
        if not self._builds_variable(node, scope):
            return None
        value = argument(node, 0, VARIABLE_VALUE)
        return None if value is None else [Leaf(value, scope)]

    def variable_field(self, node: ast.expr) -> bool:
        """``model.w`` where every store of the module into any ``.w`` is an nnx Variable
        (``self.w = nnx.Param(dim)``): a Variable, whose value is a leaf of the module's state,
        a tracer when the module goes through jit (a Python int inside too)."""
        if not isinstance(node, ast.Attribute) or not isinstance(node.value, ast.Name):
            return False
        stores = self.names.attributes.get(node.attr)
        return bool(stores) and all(isinstance(store, Assigned) and isinstance(store.value, ast.Call)
                                    and self._builds_variable(store.value, store.scope) for store in stores)

    def _builds_variable(self, call: ast.Call, scope: Scope) -> bool:
        if self.names.qualified_name(call.func, scope) in NNX_VARIABLES:
            return True
        info = self.classes.class_named(call.func, scope)
        return info is not None and self.classes.derives_from(info, NNX_VARIABLES)

    def jax_initialized_parameter(self, call: ast.Call, scope: Scope) -> bool:
        """``self.param("w", nn.initializers.ones, shape)`` in a linen module's method,
        ``hk.get_parameter("w", shape, init=jnp.zeros)``: a JAX initializer, whose JAX array
        the read returns in ``init`` (and ``apply`` hands back what ``init`` made)."""
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr == MODULE_PARAMETER_METHOD and scope.is_self(func.value):
            owner = self.classes.of(scope.parent)
            base = None if owner is None else self.classes.framework(owner)
            if base is None or not base.applies:
                return False
            slot = PARAMETER_INITIALIZERS[MODULE_PARAMETER_METHOD]
        else:
            slot = PARAMETER_INITIALIZERS.get(self.names.qualified_name(func, scope))
            if slot is None:
                return False
        initializer = argument(call, *slot)
        if isinstance(initializer, ast.Call):
            initializer = initializer.func  # ``nn.initializers.normal(0.02)``: what it builds
        qualname = None if initializer is None else self.names.qualified_name(initializer, scope)
        return qualname is not None and qualname.startswith(JAX_INITIALIZER_MODULES)

    # ---- framework layers' arrays ----------------------------------------------------------
    def layer_array(self, node: ast.Attribute, scope: Scope, variable: bool = False) -> bool:
        """``model.layers[0].weight`` (``for layer in model.layers: layer.weight``): an array
        every framework layer ``node.value`` may hold has as ``node.attr`` (``variable``: an nnx
        Param, whose ``.value`` is the array); the layers built by a name bound once, or stored
        into any ``.layers`` of an instance of the module's classes (not ``self``: a method may
        run traced)."""
        if not isinstance(node, ast.Attribute) or node.attr not in _LAYER_ARRAY_NAMES:
            return False  # most attributes: no layer holds an array by that name
        if variable and VARIABLE_VALUE in self.names.attributes:
            return False
        layers = self._built_layers(node.value, scope, 0)
        return bool(layers) and all(
            node.attr in LAYER_ARRAYS[layer] and layer.startswith("flax.nnx.") == variable for layer in layers
        )

    def _built_layers(self, node: ast.expr, scope: Scope, depth: int) -> Optional[list]:
        """The framework layers (by name) ``node`` may hold; None when unproven."""
        if depth > MAX_DEPTH:
            return None
        if isinstance(node, ast.Call):
            qualname = self.names.qualified_name(node.func, scope)
            if qualname not in LAYER_ARRAYS or len(node.args) > 2 or any(isinstance(a, ast.Starred) for a in node.args):
                return None  # a third argument may be use_bias, or the weight itself
            return [qualname] if all(k.arg in LAYER_ARRAY_KEYWORDS for k in node.keywords) else None
        if isinstance(node, ast.Subscript):
            items = self._held_sequence(node.value, scope, depth + 1)
            index = const_int(node.slice)
            if items is None or index is None or not -len(items[0]) <= index < len(items[0]):
                return None
            return self._built_layers(items[0][index], items[1], depth + 1)
        if isinstance(node, ast.Name):
            binding = self.names.binding(node.id, scope, node)
            if isinstance(binding, Iterated) and binding.index is None:  # ``for layer in model.layers``
                items = self._held_sequence(binding.iterable, binding.scope, depth + 1)
                return None if not items else self._all_built(items[0], items[1], depth)
        return self._all_built(self._held(node, scope), scope, depth)

    def _all_built(self, values: Optional[list], scope: Scope, depth: int) -> Optional[list]:
        """``values``: expressions, or (expression, scope) pairs."""
        if not values:
            return None
        found: list = []
        for value in values:
            value, where = value if isinstance(value, tuple) else (value, scope)
            layers = self._built_layers(value, where, depth + 1)
            if layers is None:
                return None
            found += layers
        return found

    def _held(self, node: ast.expr, scope: Scope) -> Optional[list]:
        """What a name bound once holds, or every store into ``.attr`` when ``node`` is
        ``obj.attr`` of an instance of the module's classes: (expression, scope) pairs."""
        if isinstance(node, ast.Name):
            held = self._unchanged_value(node, scope)
            return None if held is None else [(held.value, held.scope)]
        if not isinstance(node, ast.Attribute) or scope.is_self(node.value):
            return None
        if self.instances.instance_of(node.value, scope) is None:
            return None
        stores = self.names.attributes.get(node.attr)
        if not stores or not all(isinstance(store, Assigned) for store in stores):
            return None
        return [(store.value, store.scope) for store in stores]

    def _held_sequence(self, node: ast.expr, scope: Scope, depth: int) -> Optional[tuple]:
        """(the elements, their scope) of the one list or tuple literal ``node`` holds."""
        held = self._held(node, scope)
        if not held or len(held) != 1 or not isinstance(held[0][0], (ast.List, ast.Tuple)):
            return None
        return held[0][0].elts, held[0][1]
