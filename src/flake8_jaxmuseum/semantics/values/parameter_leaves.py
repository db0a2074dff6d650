"""The leaves of a parameter pytree whose leading size the source proves.

``vmap``'s default ``in_axes`` maps every leaf of a pytree argument along axis 0, so a
pytree of parameters handed to it next to a batch fails when one leaf's leading size is
not the batch's.  ``leading_sizes`` answers, for a pytree argument, the leaves it can
prove (a label and the leaf's leading size, None for a leaf with no axis to map); an
empty answer proves nothing.  The pytrees it reads:

- a dict, list or tuple literal of arrays (or a name bound once to one, never stored
  into, or a call of a def of the module that returns one), when every leaf is known: a
  string or a function among them fails otherwise;
- a linen module's variables, ``model.init(key, x)`` (and their ``["params"]``): the
  layers its compact ``__call__`` calls on every run (``nn.Dense(16)(x)``), through the
  module's own submodules, or those its ``setup`` binds and ``__call__`` always calls;
- a haiku transformed function's parameters, ``net.init(key, x)``: the layers it builds
  and calls on every run (``hk.Linear(16)(x)``), through the haiku modules of this file;
- an equinox module instance (with ``arrays_only``, as ``eqx.filter_vmap`` maps only the
  arrays): ``eqx.nn.Linear(3, 4)`` itself, or a module of this file whose ``__init__``
  stores layers and arrays of known shape into its fields on every run;
- an nnx module instance (its state: ``nnx.vmap``, and ``jax.vmap`` since nnx modules are
  pytrees, map every leaf): ``nnx.Linear(3, 4, rngs=...)`` itself, or a module of this file
  whose ``__init__`` stores such layers and ``nnx.Param(...)`` arrays on every run.
"""

from __future__ import annotations

import ast
from typing import NamedTuple, Optional

from ...astutil import FUNCTION_DEFS, MAY_NOT_RUN_ON, always_run_calls
from ..jaxapi import LAYER_LEADING_SIZES, NNX_ARRAY_VARIABLES
from ..classes import Classes
from ..instances import Instances
from ..names import Names, always_returns
from .linen_variables import LinenVariables
from .proofs import ArrayProof
from ..scopes import Defined, Scope
from .shapes import ShapeInference
from ..transforms import MAX_DEPTH

class Leaf(NamedTuple):
    label: str
    size: Optional[int]  # the leading size; None: a scalar, with no axis 0
    shape: Optional[tuple] = None  # its whole shape, where proven (what an in_axes other than 0 maps)


class ParameterLeaves:
    def __init__(
        self, names: Names, classes: Classes, instances: Instances, shapes: ShapeInference, arrays: ArrayProof
    ) -> None:
        self.names = names
        self.classes = classes
        self.instances = instances
        self.shapes = shapes
        self.arrays = arrays
        self.linen = LinenVariables(names, classes)

    def leading_sizes(self, node: ast.expr, scope: Scope, arrays_only: bool = False) -> list:
        """The leaves of the pytree ``node`` holds whose leading size is proven, as
        :class:`Leaf`; with ``arrays_only``, the array leaves only."""
        return self._leaves(node, scope, arrays_only, "", 0) or []

    def _leaves(self, node: ast.expr, scope: Scope, arrays_only: bool, path: str, depth: int) -> Optional[list]:
        """None when the pytree is not proven (a leaf nothing is known of)."""
        if depth > MAX_DEPTH:
            return None
        names = self.names
        if isinstance(node, ast.Name):
            held = names.value_of(node, scope)
            if held is None or node.id in self.shapes.dict_stored() or node.id in names.mutated_names:
                return None
            return self._leaves(held.value, held.scope, arrays_only, path, depth + 1)
        if isinstance(node, (ast.Dict, ast.List, ast.Tuple)):
            return self._literal_leaves(node, scope, arrays_only, path, depth)
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and node.slice.value == "params":
            variables = self._linen_variables(node.value, scope, depth + 1)
            return None if variables is None else [l._replace(label='["params"]' + l.label) for l in variables]
        if isinstance(node, ast.Call):
            variables = self._linen_variables(node, scope, depth + 1)
            if variables is None:
                variables = self._haiku_params(node, scope)
            if variables is None:
                variables = self._returned_leaves(node, scope, arrays_only, path, depth + 1)
            if variables is not None:
                return variables
        if arrays_only:
            return self._equinox_leaves(node, scope, path, depth + 1)
        if isinstance(node, ast.Call):
            # An equinox layer itself (``eqx.nn.Linear(3, 4, key=key)``): its every leaf is an
            # array (its sizes are static fields), which plain ``jax.vmap`` maps too.
            # (Not an MLP: its activation is a leaf plain ``jax.vmap`` refuses first.)
            layer = self._layer_leaf(node, scope, "equinox.", arrays_only=False)
            if layer is not None:
                return [layer._replace(label=path + layer.label)]
        return self._nnx_leaves(node, scope, path, depth + 1)

    def _literal_leaves(self, node: ast.expr, scope: Scope, arrays_only: bool, path: str, depth: int) -> Optional[list]:
        if isinstance(node, ast.Dict):
            if not all(isinstance(k, ast.Constant) for k in node.keys):
                return None
            entries = [(f"{path}[{k.value!r}]", v) for k, v in zip(node.keys, node.values)]
        else:
            entries = [(f"{path}[{i}]", v) for i, v in enumerate(node.elts)]
        found = []
        for label, value in entries:
            if isinstance(value, (ast.Dict, ast.List, ast.Tuple)):
                inner = self._literal_leaves(value, scope, arrays_only, label, depth + 1)
                if inner is None:
                    return None
                found += inner
                continue
            array = self.arrays.expression(value, scope)
            shape = self.shapes.shape_of(value, scope)
            if arrays_only and not array:
                if shape is None:
                    return None  # a pytree of arrays, perhaps
                continue  # a number rides along
            if shape is None:
                if not array:
                    return None  # a string or a function: vmap fails otherwise
                continue  # an array of unknown shape
            found.append(Leaf(label, shape[0] if shape else None, shape))
        return found

    def _returned_leaves(self, node: ast.Call, scope: Scope, arrays_only: bool, path: str, depth: int) -> Optional[list]:
        """``init_params()``: an undecorated def of the module whose every return is the same
        proven pytree (``return {"w": jnp.ones((3, 2)), ...}``)."""
        func = node.func
        binding = self.names.binding(func.id, scope, func) if isinstance(func, ast.Name) else None
        if not isinstance(binding, Defined) or not isinstance(binding.node, FUNCTION_DEFS) or binding.node.decorator_list:
            return None
        function = self.names.scope_of.get(binding.node)
        if function is None or not function.returns or not always_returns(function):
            return None
        found = [self._leaves(value, function, arrays_only, path, depth + 1) for value in function.returns]
        return found[0] if found[0] and all(leaves == found[0] for leaves in found) else None

    # ---- linen -------------------------------------------------------------------------
    def _linen_variables(self, node: ast.expr, scope: Scope, depth: int) -> Optional[list]:
        """``model.init(key, x)`` of a linen module: the leaves its layers make."""
        if isinstance(node, ast.Name):
            held = self.names.value_of(node, scope)
            return None if held is None else self._linen_variables(held.value, held.scope, depth + 1)
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "init"):
            return None
        if any(k.arg in ("method", None) for k in node.keywords):
            return None  # another method runs, or one may
        return self._linen_module_leaves(node.func.value, scope, depth + 1)

    def _linen_module_leaves(self, node: ast.expr, scope: Scope, depth: int) -> Optional[list]:
        names = self.names
        if depth > MAX_DEPTH:
            return None
        if isinstance(node, ast.Name):
            held = names.value_of(node, scope)
            return None if held is None else self._linen_module_leaves(held.value, held.scope, depth + 1)
        if not isinstance(node, ast.Call):
            return None
        layer = self._layer_leaf(node, scope, "flax.linen.")
        if layer is not None:
            return [layer]
        info = self.classes.class_named(node.func, scope)
        framework = None if info is None else self.classes.framework(info)
        if framework is None or framework.framework != "flax.linen":
            return None
        if info.defines("setup") is not None:
            layers = self.linen.setup_layers(info)
            if layers is None:
                return None
            found = []
            for _, layer, setup in layers:
                found += self._linen_module_leaves(layer, setup, depth + 1) or []
            return found
        call = self.classes.method(info, "__call__")
        if call is None or not any(
            names.qualified_name(d, info.scope) == "flax.linen.compact" for d in call.node.decorator_list
        ):
            return None
        found = []
        for made in always_run_calls(call.node):
            if isinstance(made.func, ast.Call):  # ``nn.Dense(16)(x)``, ``Block()(x)``
                inner = self._linen_module_leaves(made.func, call, depth + 1)
                found += inner or []
        return found

    # ---- haiku ---------------------------------------------------------------------------
    def _haiku_params(self, node: ast.Call, scope: Scope) -> Optional[list]:
        """``net.init(rng, x)`` of ``hk.transform(forward)``: the leaves of the layers
        ``forward`` (a def or a lambda) builds and calls on every run (``hk.Linear(16)(x)``),
        through the haiku modules of this file it calls (``MLP()(x)``)."""
        found = self.instances.initialized(node, scope)
        if found is None or found[1]:
            return None  # not a transformed function (a linen module's init binds it)
        return self._haiku_layers(found[0], 0)

    def _haiku_layers(self, function: Scope, depth: int) -> list:
        if depth > MAX_DEPTH:
            return []
        code = function.node
        if isinstance(code, ast.Lambda):
            code = ast.Module(body=[ast.Return(code.body)], type_ignores=[])
        found = []
        for made in always_run_calls(code):
            if not isinstance(made.func, ast.Call):
                continue  # ``hk.Linear(16)(x)``, ``MLP()(x)``: built and called on the spot
            layer = self._layer_leaf(made.func, function, "haiku.")
            if layer is not None:
                found.append(layer)
                continue
            info = self.classes.class_named(made.func.func, function)
            base = None if info is None else self.classes.framework(info)
            call = self.classes.method(info, "__call__") if base is not None and base.framework == "haiku" else None
            if call is not None:
                found += self._haiku_layers(call, depth + 1)
        return found

    def _layer_leaf(self, node: ast.Call, scope: Scope, framework: str, arrays_only: bool = True) -> Optional[Leaf]:
        """The leaf of a framework layer's constructor call whose leading size it proves
        (without ``arrays_only``, of a layer whose every leaf is an array)."""
        names = self.names
        qualname = names.qualified_name(node.func, scope)
        known = LAYER_LEADING_SIZES.get(qualname) if qualname and qualname.startswith(framework) else None
        if known is None or (known.arrays_only and not arrays_only) or any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
            return None
        given = {k.arg: k.value for k in node.keywords}
        flag = given.get(known.flag) if known.flag else None
        if flag is not None and not (isinstance(flag, ast.Constant) and flag.value is True):
            return None
        argument = node.args[known.position] if len(node.args) > known.position else given.get(known.name)
        if known.scalar and isinstance(argument, ast.Constant) and argument.value == "scalar":
            size = 1
        else:
            size = None if argument is None else self.shapes.int_value(argument, scope)
        if size is None:
            return None
        return Leaf(f" (the {known.leaf} of a {qualname.rpartition('.')[2]} layer)", size * known.factor)

    # ---- equinox and nnx ---------------------------------------------------------------
    def _equinox_leaves(self, node: ast.expr, scope: Scope, path: str, depth: int) -> Optional[list]:
        """The array leaves of an equinox module: a layer, or a module of this file whose
        ``__init__`` stores them on every run."""
        if not isinstance(node, ast.Call) or depth > MAX_DEPTH:
            return None
        layer = self._layer_leaf(node, scope, "equinox.")
        if layer is not None:
            return [layer._replace(label=path + layer.label)]
        fields = self._init_fields(node, scope, "equinox")
        if fields is None:
            return None
        found = []
        for attribute, value, init in fields:
            label = f"{path}.{attribute}"
            if isinstance(value, ast.Call):
                inner = self._equinox_leaves(value, init, label, depth + 1)
                if inner is not None:
                    found += inner
                    continue
            shape = self.shapes.shape_of(value, init)
            if shape and self.arrays.expression(value, init):
                found.append(Leaf(label, shape[0], shape))
        return found

    def _nnx_leaves(self, node: ast.expr, scope: Scope, path: str, depth: int) -> Optional[list]:
        """The state leaves of an nnx module: a layer, or a module of this file whose
        ``__init__`` stores layers and variables (``nnx.Param(jnp.zeros((4, 3)))``) on every run."""
        if not isinstance(node, ast.Call) or depth > MAX_DEPTH:
            return None
        layer = self._layer_leaf(node, scope, "flax.nnx.")
        if layer is not None:
            return [layer._replace(label=path + layer.label)]
        fields = self._init_fields(node, scope, "flax.nnx")
        if fields is None:
            return None
        found = []
        for attribute, value, init in fields:
            if not isinstance(value, ast.Call):
                continue
            label = f"{path}.{attribute}"
            if self.names.qualified_name(value.func, init) in NNX_ARRAY_VARIABLES:
                shape = self.shapes.shape_of(value.args[0], init) if value.args else None
                if shape:
                    found.append(Leaf(label, shape[0], shape))
                continue
            found += self._nnx_leaves(value, init, label, depth + 1) or []
        return found

    def _init_fields(self, node: ast.Call, scope: Scope, framework: str) -> Optional[list]:
        """(attribute, value, the ``__init__`` scope) for each ``self.attribute = value`` the
        ``__init__`` of a ``framework`` module of this file runs on every run; None when
        ``node`` does not build one."""
        info = self.classes.class_named(node.func, scope)
        found = None if info is None else self.classes.framework(info)
        init = None if found is None or found.framework != framework else self.classes.method(info, "__init__")
        if init is None:
            return None
        fields = []
        for statement in init.node.body:
            if isinstance(statement, (*MAY_NOT_RUN_ON, ast.Return)):
                break  # what follows may not run
            if not (isinstance(statement, ast.Assign) and len(statement.targets) == 1):
                continue
            target = statement.targets[0]
            if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and init.is_self(target.value):
                fields.append((target.attr, statement.value, init))
        return fields
