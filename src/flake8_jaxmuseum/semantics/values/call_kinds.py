"""The kinds of calls' results (a part of :class:`~.ValueKinds`, its base): what a
function of the module returns, called as it is or through a transform, what a method of a
framework module or a helper returns of traced arguments, what a library call returns, and
whether a value holds tracers.  ``self`` is the :class:`~.ValueKinds`: its ``kind`` and the
model parts it holds answer the questions these ask in turn."""

from __future__ import annotations

import ast
from typing import Optional

from ...astutil import argument_count, argument_values, const_int, is_constant, positional_args
from ..jaxapi import (
    ARRAY_METHODS, AT_METHODS, DICT_GET, MODULE_PARAMETER_METHOD, PARAMETER_READS,
    TREE_LEAVES, numpy_method_call,
)
from ..jaxapi.frameworks import EXAMPLE_OPTIMIZER_TREE_PARTS
from ..jaxapi.library import maps_trees, returns_one_array
from ..scopes import Assigned, Iterated, Scope, Unpacked
from ..tracing_kinds import Tracing
from .example_optimizers import example_optimizer_part
from .kinds import ValueKind, is_array, is_traced, summed
from .leaf_values import dict_view


class CallKinds:
    def _returned_kind(self, call: ast.Call, scope: Scope) -> ValueKind:
        """ARRAY when the callee provably returns one JAX array: a same-file function every
        path of which returns an array, called as it is or through jit, vmap, pmap,
        checkpoint; or ``jax.grad(f)`` of one array argument (its gradient has its shape)."""
        wrapped = self.traces.transforms.resolve(call.func, scope)
        if wrapped is None or wrapped.function is None or wrapped.function.is_method:
            return ValueKind.UNKNOWN
        for layer in wrapped.layers:
            if not layer.known or layer.hides_options:
                return ValueKind.UNKNOWN
            if layer.spec.output_is_gradient:
                has_aux = layer.option("has_aux", layer.spec.has_aux_position)
                argnums = layer.option("argnums", layer.spec.argnums_position)
                position = 0 if argnums is None else const_int(argnums)
                positional = positional_args(call)
                if (has_aux is not None and not is_constant(has_aux, False)) or position is None or not positional:
                    return ValueKind.UNKNOWN
                if not -len(positional) <= position < len(positional):
                    return ValueKind.UNKNOWN
                return ValueKind.ARRAY if is_array(self.kind(positional[position], scope)) else ValueKind.UNKNOWN
            if not (layer.spec.keeps_output or layer.spec.maps):
                return ValueKind.UNKNOWN
        return ValueKind.ARRAY if self.proofs.returns_arrays(wrapped.function) else ValueKind.UNKNOWN

    def holds_tracers(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        """``node``'s value is a tracer or a pytree holding tracers, as printing or storing
        it shows: a traced array, or a traced pytree not reached by iterating one
        (``for k in params`` over a traced dict gives its keys, Python strings)."""
        kind = self.kind(node, scope)
        if kind == ValueKind.TRACED_ARRAY:
            return True
        if kind != ValueKind.TRACED_TREE or depth > 10:
            return False
        if isinstance(node, ast.Subscript):
            return self.holds_tracers(node.value, scope, depth + 1)
        if not isinstance(node, ast.Name):
            return True
        for binding in self.names.reaching(node.id, scope, node):
            if isinstance(binding, Iterated):
                if self.kind(binding.iterable, binding.scope) != ValueKind.TRACED_ARRAY:
                    return False  # maybe the keys of a dict
            elif isinstance(binding, (Assigned, Unpacked)) and isinstance(binding.value, (ast.Name, ast.Subscript)):
                if is_traced(self.kind(binding.value, binding.scope)) and not self.holds_tracers(
                    binding.value, binding.scope, depth + 1
                ):
                    return False
        return True

    def _transformed_call_kind(self, call: ast.Call, scope: Scope) -> ValueKind:
        """A call of a transformed function (``jax.value_and_grad(f)(w)``, a ``@jax.jit``
        def, ``jax.vmap(g)(xs)``) returns a pytree of arrays: tracers in a staged function,
        or when it is handed tracers.  (``has_aux`` outputs may hold anything: unknown.)"""
        wrapped = self.traces.transforms.resolve(call.func, scope)
        if wrapped is None or not wrapped.fully_known:
            return ValueKind.UNKNOWN
        if not wrapped.layers:
            return self._helper_call_kind(call, scope, wrapped.function)
        for layer in wrapped.layers:
            has_aux = layer.option("has_aux", layer.spec.has_aux_position)
            if has_aux is not None and not is_constant(has_aux, False):
                return ValueKind.UNKNOWN
        if self.staging and self.traces.tracing_of(scope) & Tracing.STAGED:
            return ValueKind.TRACED_TREE
        return ValueKind.TRACED_TREE if self.args_traced(call, scope) else ValueKind.UNKNOWN

    def _helper_call_kind(self, call: ast.Call, scope: Scope, helper: Optional[Scope], bound: int = 0,
                          skip: int = 0) -> ValueKind:
        """A helper of this module called from traced code returns a traced array when every value
        it returns is one (a tangent when each carries one: ``mat[i, j]`` of a tangent ``mat``), and the
        call hands a tracer to each of the helper's traced parameters (in a staged caller, its JAX
        operations are staged anyway); ``bound``, ``skip``: a method's instance, and arguments that do not reach it."""
        if helper is None or helper is scope or not helper.returns or helper in self._helpers:
            return ValueKind.UNKNOWN
        if helper.is_method and not bound:
            return ValueKind.UNKNOWN
        traced = self.traced_params(helper)
        if traced is None:
            return ValueKind.UNKNOWN
        if not (self.staging and self.traces.tracing_of(scope) & Tracing.STAGED):
            positional = positional_args(call)
            if positional is None:
                return ValueKind.UNKNOWN
            pairs = zip(helper.positional[bound:], positional[skip:])
            handed = {name for name, value in pairs if is_traced(self.kind(value, scope))}
            handed |= {k.arg for k in call.keywords if k.arg is not None and is_traced(self.kind(k.value, scope))}
            if not handed or not traced <= handed:
                return ValueKind.UNKNOWN
        self._helpers.add(helper)
        try:
            kinds = [self.kind(value, helper) for value in helper.returns]
        finally:
            self._helpers.discard(helper)
        if all(k == ValueKind.TRACED_ARRAY for k in kinds):
            return ValueKind.TRACED_ARRAY
        return ValueKind.TRACED_TREE if self.tangents and all(is_traced(k) for k in kinds) else ValueKind.UNKNOWN

    def _module_call_kind(self, call: ast.Call, scope: Scope) -> ValueKind:
        """A model's layer called: a framework layer (``nn.Dense(4)(x)``, ``self.dense(x)``)
        returns an array, traced when it is handed a tracer; a module or method of this
        file (``model(x)``, ``self.block(x)``, ``model.apply(variables, x)``) returns what
        its def returns (see :meth:`_helper_call_kind`)."""
        instances = self.traces.instances
        if isinstance(call.func, (ast.Call, ast.Name, ast.Attribute)) and instances.array_layer(call.func, scope):
            if self.args_traced(call, scope) or self._reads_traced_variables(call, scope):
                return ValueKind.TRACED_ARRAY
            # ``nn.Dense(4)(x)`` in an eager ``model.init``: a new JAX array, whatever x is.
            eager = self.traced_params(scope) is None
            return ValueKind.ARRAY if eager and instances.array_layer(call.func, scope, jax_array=True) else ValueKind.UNKNOWN
        called = instances.called(call, scope) if isinstance(call.func, (ast.Name, ast.Attribute, ast.Call)) else None
        if called is None:
            return ValueKind.UNKNOWN
        method, bound, skip = called
        return self._helper_call_kind(call, scope, method, bound, skip)

    def _reads_traced_variables(self, call: ast.Call, scope: Scope) -> bool:
        """A layer with parameters (not a Dropout) called under an apply handed traced variables."""
        layers = self.traces.instances
        return not self.tangents and self.traces.traced.traced_variables(scope) and layers.array_layer(
            call.func, scope, jax_array=True)

    def _reads_traced_parameter(self, call: ast.Call, scope: Scope) -> bool:
        """``self.param("w", init, shape)`` in a linen module's method, ``hk.get_parameter(...)``,
        run under an apply handed traced variables."""
        func = call.func
        if self.tangents or not self.traces.traced.traced_variables(scope):
            return False
        if isinstance(func, ast.Attribute) and func.attr == MODULE_PARAMETER_METHOD and scope.is_self(func.value):
            owner = self.traces.classes.of(scope.parent)
            base = None if owner is None else self.traces.classes.framework(owner)
            return base is not None and base.applies
        return self.names.qualified_name(func, scope) in PARAMETER_READS

    def _entry_kind(self, node: ast.Subscript, scope: Scope) -> ValueKind:
        """``tree["w"]``: the kind of what the entry holds (:meth:`.leaf_values.LeafValues.entry`)."""
        leaf = self.leaf_values.entry(node, scope)
        return ValueKind.UNKNOWN if leaf is None else self._leaf_kind(leaf)

    def _leaf_kind(self, leaf) -> ValueKind:
        """A :class:`.leaf_values.Leaf`'s array kind; through ``jax.grad``, a new array (traced under a trace)."""
        made = ValueKind.ARRAY if self.traced_params(leaf.scope) is None else ValueKind.UNKNOWN  # by a framework
        kind = made if leaf.value is None else self.kind(leaf.value, leaf.scope)
        if not is_array(kind) or not leaf.gradients:
            return kind if is_array(kind) else ValueKind.UNKNOWN
        if all(self.traced_params(where) is None for _, where in leaf.gradients):
            return ValueKind.ARRAY
        if any(
            (self.staging and self.traces.tracing_of(where) & Tracing.STAGED) or self.args_traced(call, where)
            for call, where in leaf.gradients
        ):
            return ValueKind.TRACED_ARRAY
        return ValueKind.UNKNOWN

    def args_traced(self, call: ast.Call, scope: Scope) -> bool:
        return any(is_traced(self.kind(value, scope)) for value in argument_values(call))

    def _call_kind(self, call: ast.Call, scope: Scope) -> ValueKind:
        names = self.names
        func = call.func
        if self._reads_traced_parameter(call, scope):
            return ValueKind.TRACED_ARRAY
        if not self.tangents and self.leaf_values.jax_initialized_parameter(call, scope):
            return ValueKind.ARRAY  # in init, the initializer's JAX array (staged: see _kind)
        if isinstance(func, ast.Attribute):
            method = func.attr
            # x.at[i].set(v)
            if (
                method in AT_METHODS
                and isinstance(func.value, ast.Subscript)
                and isinstance(func.value.value, ast.Attribute)
                and func.value.value.attr == "at"
            ):
                base = self.kind(func.value.value.value, scope)
                if is_traced(base) or self.args_traced(call, scope):
                    return ValueKind.TRACED_ARRAY
                return ValueKind.ARRAY if base == ValueKind.ARRAY else ValueKind.UNKNOWN
            qualname = names.qualified_name(func, scope)
            if qualname is None:
                if dict_view(call):
                    # ``params.values()``, ``.items()`` of a traced pytree: its subtrees, traced
                    base = self.kind(func.value, scope)
                    return ValueKind.TRACED_TREE if base == ValueKind.TRACED_TREE else ValueKind.UNKNOWN
                if method == DICT_GET and isinstance(func.value, ast.Name) and call.args:
                    return self._kwargs_entry_kind(call, func.value, scope)
                if method in ARRAY_METHODS:
                    base = self.kind(func.value, scope)
                    if is_traced(base):
                        return ValueKind.TRACED_ARRAY
                    if base == ValueKind.ARRAY:
                        return ValueKind.TRACED_ARRAY if self.args_traced(call, scope) else ValueKind.ARRAY
                return self._module_call_kind(call, scope)
        else:
            qualname = names.qualified_name(func, scope)
            if qualname is None:
                if names.is_builtin(func, scope, "abs") and argument_count(call) == 1:
                    return self.kind(argument_values(call)[0], scope)
                if names.is_builtin(func, scope, "sum") and 1 <= argument_count(call) <= 2 and not any(
                        isinstance(argument, ast.Starred) for argument in call.args):
                    return summed(lambda node: self.kind(node, scope), *argument_values(call))
                kind = self._transformed_call_kind(call, scope)
                if kind != ValueKind.UNKNOWN:
                    return kind
                kind = self._module_call_kind(call, scope)
                if kind != ValueKind.UNKNOWN:
                    return kind
                if example_optimizer_part(names, func, scope) in EXAMPLE_OPTIMIZER_TREE_PARTS:
                    return ValueKind.TRACED_TREE if self.args_traced(call, scope) else ValueKind.UNKNOWN
                returned = self._returned_kind(call, scope)
                if returned is not ValueKind.UNKNOWN and self.args_traced(call, scope):
                    return ValueKind.TRACED_ARRAY
                return returned
        if qualname in TREE_LEAVES:
            # ``jax.tree.leaves(params)`` of a traced pytree: a list of its (traced) leaves
            return ValueKind.TRACED_TREE if self.args_traced(call, scope) else ValueKind.UNKNOWN
        if maps_trees(qualname) and call.args:  # ``lax.psum(metrics, "batch")``: a dict stays a dict
            return self.kind(call.args[0], scope)
        if returns_one_array(qualname, call):
            return ValueKind.TRACED_ARRAY if self.args_traced(call, scope) else ValueKind.ARRAY
        if numpy_method_call(qualname, call) and self.kind(call.args[0], scope) == ValueKind.TRACED_ARRAY:
            return ValueKind.TRACED_ARRAY  # ``np.sum(t)`` runs ``t.sum()``: a tracer's method returns a tracer
        return ValueKind.UNKNOWN
