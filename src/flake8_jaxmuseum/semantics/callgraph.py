"""The call graph out of traced functions: which calls of a traced function run a def of
the module, with which of its arguments as which parameters.  Built lazily, per caller,
only for callers the tracing solution asks about (a module where nothing is traced builds
none)."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from ..astutil import has_star_args
from .jaxapi import TREE_MAPS
from .instances import Instances
from .scopes import Param, Scope, ScopeType
from .transforms import Transforms


@dataclass(frozen=True)
class HelperCall:
    """An edge of the call graph: ``call`` in ``caller`` runs ``callee``, a def of the
    module, with its arguments after the first ``skip`` (a linen ``apply``'s variables) as
    the parameters after the first ``bound`` (a method's instance).  When ``caller`` is
    traced and hands a tracer, ``callee`` is traced."""

    call: ast.Call
    caller: Scope
    callee: Scope
    bound: int = 0
    skip: int = 0
    # The call hands the callee values of its own (an optax optimizer's update calls its
    # schedule with the step count): every parameter without a default is traced.
    own_arguments: bool = False
    # The call hands the callee the leaves of its arguments, one leaf at a time
    # (``jax.tree.map(f, params)``): a traced tree hands traced leaves, not itself.
    leaves: bool = False


class CallGraph:
    """The :class:`HelperCall` edges out of each function asked about, and the method and
    framework call edges into each def (``model(x, train)``, ``self.block(x)``,
    ``state.apply_fn(v, x, train=train)``: calls that no resolver of callables by name sees)."""

    def __init__(self, transforms: Transforms, instances: Instances, callers_of=None) -> None:
        self.transforms = transforms
        self.instances = instances
        self._callers_of = callers_of  # function Scope -> [(call, scope)] through transforms (Tracing's)
        self._out: dict = {}  # caller Scope -> its HelperCall edges
        self._into: dict = {}  # callee Scope -> the method and framework call edges into it

    def into(self, function: Scope) -> list:
        """The method and framework call edges into ``function`` from the callers asked so far."""
        return self._into.get(function, [])

    def edges_from(self, caller: Scope) -> list:
        """The :class:`HelperCall` edges out of ``caller``, found on first question (only
        traced callers are asked): a plain function of the module called by name, or
        through transforms that hand the arguments on (``jax.grad(loss_fn)(params)`` inside
        a jitted step); a method of a known instance; a module instance called (its
        ``__call__``); the function ``jax.tree.map`` runs on each leaf; a linen ``apply``, a haiku transformed function's ``apply``
        (:meth:`.instances.Instances.called`); an optax optimizer's ``update``."""
        found_edges = self._out.get(caller)
        if found_edges is not None:
            return found_edges
        transforms = self.transforms
        edges = self._out[caller] = []
        for call in caller.calls:
            found = None
            through = False  # ``jax.grad(lambda p: loss(p, x))(params)``: a lambda run at once, in this trace
            if isinstance(call.func, (ast.Name, ast.Call)):
                wrapped = transforms.resolve(call.func, caller)
                if wrapped is not None and wrapped.fully_known and wrapped.function is not None:
                    if not wrapped.function.is_method:
                        found = (wrapped.function, 0, 0)
                        through = isinstance(call.func, ast.Call) and bool(wrapped.layers)
                elif wrapped is None and isinstance(call.func, ast.Name) and call.func.id in caller.params:
                    found = self._static_callable(call.func.id, caller)
            if found is None and isinstance(call.func, (ast.Name, ast.Attribute, ast.Call)):
                found = self.instances.called(call, caller)
            if found is None and call.args and transforms.names.qualified_name(call.func, caller) in TREE_MAPS:
                mapped = transforms.function_of(call.args[0], caller)
                if mapped is not None and mapped.type is not ScopeType.CLASS and mapped is not caller:
                    edges.append(HelperCall(call, caller, mapped, skip=1, leaves=True))
                continue
            if found is None and isinstance(call.func, ast.Attribute):
                for callback in self.instances.update_callbacks(call, caller):
                    if callback.type in (ScopeType.FUNCTION, ScopeType.LAMBDA) and callback is not caller:
                        edges.append(HelperCall(call, caller, callback, own_arguments=True))
            if found is None:
                continue
            callee, bound, skip = found
            # a lambda only as a framework runs it: ``hk.transform(lambda x: MLP()(x)).apply(params, x)``
            if callee is caller or not (callee.type is ScopeType.FUNCTION or callee.type is ScopeType.LAMBDA and (
                    skip or through)):
                continue
            edge = HelperCall(call, caller, callee, bound, skip)
            edges.append(edge)
            if (bound or skip) and not has_star_args(call):
                self._into.setdefault(callee, []).append(edge)
        return edges


    def _static_callable(self, name: str, caller: Scope):
        """``(def, 0, 0)`` when ``caller``'s parameter ``name`` is a function every call of the
        module through a transform keeps static and hands one plain def of the module:
        flax#1903's ``train_step(state, batch, learning_rate_fn)`` under ``partial(jax.jit,
        static_argnums=2)`` runs ``learning_rate_fn(step)`` on the traced step.  Asked only of a
        call of a parameter by name that no resolver of callables proves."""
        transforms = self.transforms
        if self._callers_of is None or not isinstance(transforms.names.binding(name, caller), Param):
            return None
        found = None
        for site, scope in self._callers_of(caller):
            wrapped = transforms.resolve(site.func, scope)
            if wrapped is None or wrapped.function is not caller or not wrapped.fully_known or not any(
                    layer.spec.stages and layer.spec.hashes_statics
                    and name in (transforms.static_params(layer, caller) or ()) for layer in wrapped.layers):
                return None  # a call that hands it traced, or one not read: not proven
            handed = caller.argument_for(site, name, wrapped.bound)
            held = None if handed is None else transforms.resolve(handed, scope)
            if held is None or held.layers or held.bound or held.function is None or held.function.is_method:
                return None
            if found is not None and held.function is not found:
                return None
            found = held.function
        return None if found is None else (found, 0, 0)
