"""What a donation deletes: which values hold JAX arrays a donating call or ``delete()``
takes the buffers of (one array, or a pytree of them), and which calls are jitted calls
whose outputs are arrays.  A base of :class:`~.donations.Donations`, which holds the
model parts it reads (``names``, ``traces``, ``values``, ``sequences``,
``parameter_leaves``, ``numpy_arrays``)."""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import is_number
from .buffer_reads import compiled_from
from .jaxapi import ARRAY_PLACEMENTS, PLACED_AS_GIVEN, PYTREE_FACTORY_METHODS, TREE_MAPS
from .names import always_returns
from .scopes import Assigned, Param, Scope, Unpacked
from .tracing_kinds import Entry
from .values import ValueKind

MAX_DEPTH = 8


class DonatedArrays:
    def _one_array(self, node: ast.expr, scope: Scope, depth: int) -> bool:
        """``node`` holds one JAX array: an array the value model proves (``jnp.array(...)``,
        a ``jax.random`` draw, an array operation), an array JAX placed (``jax.device_put``,
        ``jax.make_array_from_callback``...), the output of a jitted call (of which only an
        array has a ``delete()``), a parameter every call hands one, or an element of a
        tuple every return of a helper of the module builds from one of those."""
        if depth > MAX_DEPTH:
            return False
        if self.values.kind(node, scope) == ValueKind.ARRAY:
            return True
        if isinstance(node, ast.Call):
            qualname = self.names.qualified_name(node.func, scope)
            return qualname in ARRAY_PLACEMENTS or self._jit_output(node, scope)
        if not isinstance(node, ast.Name):
            return False
        bindings = self.names.reaching(node.id, scope, node)
        if not bindings or node.id in self.names.mutated_names:
            return False
        for binding in bindings:
            if isinstance(binding, Assigned):
                proven = self._one_array(binding.value, binding.scope, depth + 1)
            elif isinstance(binding, Param):
                proven = self._fed_arrays(binding, depth) == "array"
            elif isinstance(binding, Unpacked):
                proven = self._returned_element(binding, depth)
            else:
                proven = False
            if not proven:
                return False
        return True

    def _returned_element(self, binding: Unpacked, depth: int) -> bool:
        """``arr, data = create_array(...)``: a def of the module every return of which is a
        tuple whose element at the unpacked index holds one array (or a call of another such
        def: ``return create_array(shape, sharding)``)."""
        if binding.index is None:
            return False
        return self._element_returned(binding.value, binding.scope, binding.index, depth)

    def _element_returned(self, call: ast.expr, scope: Scope, index: int, depth: int) -> bool:
        if depth > MAX_DEPTH or not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name):
            return False
        wrapped = self.traces.transforms.resolve(call.func, scope)
        helper = None if wrapped is None or wrapped.layers or wrapped.bound else wrapped.function
        if helper is None or helper.is_method or not helper.returns or not always_returns(helper):
            return False
        if self.traces.traced_params(helper) is not None:
            return False  # a traced helper returns tracers, not arrays
        for value in helper.returns:
            if isinstance(value, ast.Call):
                if not self._element_returned(value, helper, index, depth + 1):
                    return False
                continue
            if not (isinstance(value, ast.Tuple) and index < len(value.elts)
                    and not any(isinstance(e, ast.Starred) for e in value.elts)):
                return False
            if not self._one_array(value.elts[index], helper, depth + 1):
                return False
        return True

    def _copied(self, node: ast.expr, scope: Scope) -> bool:
        """A donated argument that is a Python number: copied to the device, and a scalar
        that cannot take the buffer of an array output.  (A NumPy array is copied too, but
        its copy may take the output of its shape before the array meant: not counted.)"""
        return is_number(node) or isinstance(node, ast.Constant) or self.sequences.is_int(node, scope)

    def _holds_arrays(self, node: ast.expr, scope: Scope, depth: int) -> Optional[str]:
        """"array" or "pytree" when ``node`` provably holds JAX arrays; None otherwise."""
        names = self.names
        if depth > MAX_DEPTH:
            return None
        if self.values.kind(node, scope) == ValueKind.ARRAY:
            return "array"
        if isinstance(node, ast.Name):
            bindings = names.reaching(node.id, scope, node)
            if not bindings or node.id in names.mutated_names:
                return None
            kinds = set()
            for binding in bindings:
                if isinstance(binding, Unpacked) and self._jit_output(binding.value, binding.scope):
                    kinds.add("pytree")
                elif isinstance(binding, Param):
                    kinds.add(self._fed_arrays(binding, depth))
                elif isinstance(binding, Assigned):
                    kinds.add(self._holds_arrays(binding.value, binding.scope, depth + 1))
                else:
                    return None
            return None if None in kinds else "array" if kinds == {"array"} else "pytree"
        if isinstance(node, (ast.Dict, ast.List, ast.Tuple)):
            values = node.values if isinstance(node, ast.Dict) else node.elts
            proven = values and all(self._holds_arrays(v, scope, depth + 1) for v in values)
            return "pytree" if proven else None
        if not isinstance(node, ast.Call):
            return None
        if self._jit_output(node, scope) or self.parameter_leaves.leading_sizes(node, scope, arrays_only=True):
            return "pytree"
        func = node.func
        placed = self._placed(node, scope)
        if placed is not None:
            return placed
        mapper = node.args[0] if node.args else None
        if isinstance(mapper, ast.Lambda) and self.names.qualified_name(func, scope) in TREE_MAPS:
            leaf = self.names.scope_of.get(mapper)  # ``jax.tree.map(lambda v: jax.device_put(v, d), tree)``
            if leaf is not None and self._one_array(mapper.body, leaf, depth + 1):
                return "pytree"
        if isinstance(func, ast.Attribute) and func.attr in PYTREE_FACTORY_METHODS:
            fields = [k.value for k in node.keywords if k.arg == PYTREE_FACTORY_METHODS[func.attr]]
            if fields and self._holds_arrays(fields[0], scope, depth + 1):
                return "pytree"
        return None

    def _placed(self, call: ast.Call, scope: Scope) -> Optional[str]:
        """What JAX placed on the devices: ``jax.device_put(np.ones(3))`` one JAX array (of a
        NumPy array, a number or an array), ``jax.device_put(params, sharding)`` a pytree of
        them (each leaf placed), ``jax.make_array_from_callback(...)`` one array."""
        qualname = self.names.qualified_name(call.func, scope)
        if qualname not in ARRAY_PLACEMENTS:
            return None
        if not qualname.endswith(PLACED_AS_GIVEN) or not call.args:
            return "array"
        given = call.args[0]
        if (is_number(given) or self.values.kind(given, scope) == ValueKind.ARRAY
                or self.numpy_arrays.is_numpy_array(given, scope)):
            return "array"
        return "pytree"

    def _fed_arrays(self, param: Param, depth: int) -> Optional[str]:
        """A parameter of a plain function (not traced) that every call hands JAX arrays
        ("array") or pytrees of them ("pytree"): each call of the module, and each plain call
        in the project's other modules, which proves there that it hands a concrete JAX array."""
        traces, function = self.traces, param.scope
        if traces.traced_params(function) is not None:
            return None
        handed = traces.handed_from_project(function, param.name)
        if any(not found.array or found.traced or through != Entry.DIRECT.value for found, through in handed):
            return None
        fed = list(traces.fed_arguments(function, param.name))
        if not (fed or handed) or any(entry != Entry.DIRECT for _, _, entry in fed):
            return None
        kinds = {self._holds_arrays(argument, scope, depth + 1) for argument, scope, _ in fed} | (
            {"array"} if handed else set())
        return None if None in kinds else "array" if kinds == {"array"} else "pytree"

    def _callable(self, node: ast.expr, scope: Scope, depth: int = 0):
        """What a called expression is (:meth:`.transforms.Transforms.resolve`); inside a
        def, a module name rebound to a transform of itself (``step = jax.jit(step, ...)``),
        by the module's last top-level binding of it: what the def sees once the module ran."""
        transforms = self.traces.transforms
        wrapped = transforms.resolve(node, scope)
        if wrapped is None and depth < MAX_DEPTH:
            lowered = compiled_from(self.names, node, scope)
            if lowered is not None:  # ``jax.jit(f, donate_argnums=0).lower(x).compile()``: runs as the jit does
                return self._callable(*lowered, depth + 1)
        if wrapped is not None or not isinstance(node, ast.Name) or scope is self.names.module_scope:
            return wrapped
        module = self.names.module_scope
        if node.id in scope.bindings or scope.lookup(node.id) is not module.bindings.get(node.id):
            return None
        sites = module.sites.get(node.id) or []
        body = module.node.body
        last = sites[-1] if sites else None
        if not all(site in body for site in sites) or not (
            isinstance(last, ast.Assign) and len(last.targets) == 1 and isinstance(last.targets[0], ast.Name)
        ):
            return None  # bound in a branch, a loop, an import, unpacked...: which value it holds is not proven
        return transforms.resolve(last.value, module)

    def _jit_output(self, node: ast.expr, scope: Scope) -> bool:
        """A call of a jitted function: its outputs are JAX arrays."""
        if not isinstance(node, ast.Call):
            return False
        wrapped = self._callable(node.func, scope)
        layer = wrapped.outermost() if wrapped is not None else None
        return layer is not None and layer.known and layer.spec.stages and not layer.spec.maps
