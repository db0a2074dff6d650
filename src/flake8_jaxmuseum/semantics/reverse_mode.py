"""What reverse-mode differentiation (grad, jacrev, hessian, nnx.grad, eqx.filter_grad...)
reaches: the functions it differentiates and the helpers, methods and modules they call,
with the parameters (a method's instance among them) that carry its tangents.

Solved on the first question, for a module where such a transform takes one of its
functions: a fixpoint over the call graph from the tracing layer's seeds, each round
asking a tangent value layer built on the round's state which arguments carry tangents.
The tracing layer's own differentiated parameters are left as they are (it does not
follow grad into helpers, and other rules read it)."""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import const_int, positional_args
from .callgraph import CallGraph
from .jaxapi import MODULE_PARAMETER_METHOD
from .names import Names
from .project import ReverseEntry
from .scopes import Assigned, Param, Scope, Unpacked
from .traces import Traces
from .values import Proofs, ValueKind, ValueKinds, is_traced
from .values.leaf_values import LeafValues

# What ``_handed`` says of a linen apply handed differentiated variables.
VARIABLES = object()
# Rounds of propagation: a chain of calls deeper than this is not followed.
MAX_ROUNDS = 8


# Attributes of any array that hold Python values, not tangents.
CONCRETE_ATTRIBUTES = frozenset({"shape", "dtype", "ndim", "size"})


class TangentKinds(ValueKinds):
    """Tangent kinds, where a differentiated pytree (an equinox or nnx module, a params
    object) hands its tangents on: its attributes, and what calling it returns; and where
    a linen ``apply`` is handed differentiated variables (``under_variables``), the
    parameters its modules read and what their layers return."""

    def __init__(
        self,
        names: Names,
        traces: Traces,
        proofs: Proofs,
        leaf_values: LeafValues,
        traced_params,
        under_variables=lambda scope: False,
    ) -> None:
        super().__init__(names, traces, proofs, leaf_values, traced_params, tangents=True)
        self.under_variables = under_variables

    def _binding_kind(self, binding, name: str):
        if isinstance(binding, Param):  # eqx.filter_grad's model: its float leaves are differentiated
            traced = self.traced_params(binding.scope)
            return ValueKind.TRACED_TREE if traced is not None and name in traced else ValueKind.UNKNOWN
        return super()._binding_kind(binding, name)

    def _operation_kind(self, node: ast.expr, scope: Scope):
        if isinstance(node, ast.Call) and self.under_variables(scope):
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr == MODULE_PARAMETER_METHOD and scope.is_self(func.value):
                return ValueKind.TRACED_ARRAY  # ``self.param("w", ...)``
            layer = isinstance(func, (ast.Call, ast.Name, ast.Attribute))
            if layer and self.traces.instances.array_layer(func, scope):
                return ValueKind.TRACED_ARRAY  # ``nn.Dense(4)(x)``: its kernel is differentiated
        if isinstance(node, (ast.Tuple, ast.List)):  # a carry of several values
            traced = any(is_traced(self.kind(e, scope)) for e in node.elts)
            return ValueKind.TRACED_TREE if traced else ValueKind.UNKNOWN
        if isinstance(node, ast.Dict):
            traced = any(is_traced(self.kind(v, scope)) for v in node.values)
            return ValueKind.TRACED_TREE if traced else ValueKind.UNKNOWN
        if isinstance(node, ast.Attribute) and node.attr not in CONCRETE_ATTRIBUTES:
            if is_traced(self.kind(node.value, scope)):
                return ValueKind.TRACED_TREE
        if isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)):
            if is_traced(self.kind(node.func, scope)):
                return ValueKind.TRACED_TREE  # ``model(x)``, ``self.linear(x)``
        return super()._operation_kind(node, scope)


class LoopResults(TangentKinds):
    """What depends on the tangent of one call's result, and on nothing else: whether a
    loop's result reaches what a function returns other than through a ``stop_gradient``
    (JAX prunes a loop whose tangent reaches no output: no error).  ``elements``: the
    positions of a tuple result that carry the tangent (None: all)."""

    def __init__(
        self,
        names: Names,
        traces: Traces,
        proofs: Proofs,
        leaf_values: LeafValues,
        call: ast.Call,
        elements: Optional[frozenset],
    ) -> None:
        super().__init__(names, traces, proofs, leaf_values, lambda scope: None)
        self.call = call
        self.elements = elements

    def _operation_kind(self, node: ast.expr, scope: Scope):
        if node is self.call:
            return ValueKind.TRACED_TREE
        if isinstance(node, ast.Subscript) and (
            node.value is self.call or isinstance(node.value, ast.Name) and self._names_the_call(node.value, scope)
        ):
            index = const_int(node.slice)
            if self.elements is not None and index is not None and index not in self.elements:
                return ValueKind.UNKNOWN  # ``result[1]``: the counter
        return super()._operation_kind(node, scope)

    def _names_the_call(self, name: ast.Name, scope: Scope) -> bool:
        bindings = scope.lookup(name.id)
        return bool(bindings) and all(isinstance(b, Assigned) and b.value is self.call for b in bindings)

    def _binding_kind(self, binding, name: str):
        if isinstance(binding, Unpacked) and binding.value is self.call and self.elements is not None and (
            binding.index is not None and binding.index not in self.elements
        ):
            return ValueKind.UNKNOWN  # ``y, count = while_loop(...)``: the counter
        return super()._binding_kind(binding, name)


class ReverseDifferentiation:
    def __init__(self, names: Names, traces: Traces, proofs: Proofs, leaf_values: LeafValues) -> None:
        self.names = names
        self.traces = traces
        self.proofs = proofs  # what the tangent value layers ask back of the proofs
        self.leaf_values = leaf_values
        self._params: Optional[dict] = None  # Scope -> set of parameters carrying tangents
        self._kinds: Optional[ValueKinds] = None
        self._variables: set = set()  # functions run by a linen apply handed differentiated variables

    def functions(self) -> list:
        """The functions reverse mode runs, with tangents in some parameter, in source order."""
        params = self._solved()
        return [scope for scope in self.names.functions if params.get(scope) or scope in self._variables]

    def carries_tangent(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` (in a function reverse mode runs) depends on a differentiated value."""
        self._solved()
        return self._kinds is not None and is_traced(self._kinds.kind(node, scope))

    def reaches_output(self, call: ast.Call, carry: Optional[ast.expr], function: Scope) -> bool:
        """The tangent of ``call``'s result reaches what ``function`` returns; ``carry``:
        the loop's initial carry when only it brings tangents in (of a tuple, only the
        elements that carry one leave with one); None: any element may."""
        elements = None
        if isinstance(carry, ast.Tuple) and not any(isinstance(e, ast.Starred) for e in carry.elts):
            elements = frozenset(i for i, e in enumerate(carry.elts) if self.carries_tangent(e, function))
        results = LoopResults(self.names, self.traces, self.proofs, self.leaf_values, call, elements)
        return any(is_traced(results.kind(value, function)) for value in function.returns)

    def _traced(self, scope: Scope) -> Optional[frozenset]:
        found = self._params.get(scope) if self._params is not None else None
        if found or scope in self._variables:
            return frozenset(found or ())
        return None

    def _solved(self) -> dict:
        if self._params is not None:
            return self._params
        seeds = self.traces.traced.reverse_differentiated()
        self._params = {scope: set(names) for scope, names in seeds.items() if names}
        for function, names, variables in self._entered_from_project():
            if names:
                self._params.setdefault(function, set()).update(names)
            if variables:
                self._variables.add(function)
        if not self._params and not self._variables:
            return self._params
        # A call graph of its own: asking the tracing layer's about untraced callers would
        # add edges other questions read.
        graph = CallGraph(self.traces.transforms, self.traces.instances)
        for _ in range(MAX_ROUNDS):
            kinds = self._tangent_kinds()
            callers = [scope for scope in self.names.functions if self._traced(scope) is not None]
            found = [(edge.callee, handed) for caller in callers for edge in graph.edges_from(caller)
                     for handed in self._handed(edge, kinds)]
            changed = False
            for callee, handed in found:  # applied after the round: its kinds read a fixed state
                if handed is VARIABLES:
                    changed |= callee not in self._variables
                    self._variables.add(callee)
                    continue
                names = self._params.setdefault(callee, set())
                changed |= handed not in names
                names.add(handed)
            if not changed:
                break
        self._kinds = self._tangent_kinds()
        return self._params

    def tangent_parameters(self, function: Scope) -> Optional[tuple]:
        """(the parameters of ``function`` that carry tangents, sorted; whether a linen
        ``apply`` handed differentiated variables runs it), when reverse mode runs it."""
        params = self._solved().get(function)
        if not params and function not in self._variables:
            return None
        return tuple(sorted(params or ())), function in self._variables

    def _entered_from_project(self) -> list:
        """(function, parameters, variables) of each def or method of this module that
        reverse mode in another module of the project runs (a ReverseEntry)."""
        project = self.names.project
        found = []
        for entry in (project.entries if project is not None else ()):
            if not isinstance(entry, ReverseEntry):
                continue
            if entry.attribute:
                owner = self.traces.classes.named(entry.function)
                function = None if owner is None else self.traces.transforms.class_method(owner.scope, entry.attribute)
            else:
                function = self.names.module_function(entry.function)
            if function is not None:
                found.append((function, {name for name in entry.params if name in function.params}, entry.variables))
        return found

    def _tangent_kinds(self) -> TangentKinds:
        return TangentKinds(
            self.names, self.traces, self.proofs, self.leaf_values, self._traced, self._variables.__contains__
        )

    def _handed(self, edge, kinds: ValueKinds) -> list:
        """The callee's parameters ``edge`` hands a value carrying tangents: its arguments,
        and a method's instance (``model(x)`` with ``model`` differentiated)."""
        call, caller, callee = edge.call, edge.caller, edge.callee
        instances = self.traces.instances
        if edge.own_arguments:
            return []
        positional = positional_args(call)
        if positional is None:
            return []
        names: list = []
        if edge.skip and positional and is_traced(kinds.kind(positional[0], caller)) or (
                caller in self._variables and edge.bound and not edge.skip):
            names.append(VARIABLES)  # ``model.apply(params, x)``, and the submodules it calls
        pairs = zip(callee.positional[edge.bound:], positional[edge.skip:])
        names += [name for name, value in pairs if is_traced(kinds.kind(value, caller))]
        names += [item.arg for item in call.keywords
                  if item.arg in callee.params and is_traced(kinds.kind(item.value, caller))]
        if edge.bound == 1 and callee.positional and not isinstance(call.func, ast.Call):
            func = call.func  # ``model(x)``, ``self.block(x)``: the instance; ``model.f(x)``: its value
            method_of = isinstance(func, ast.Attribute) and instances.instance_of(func, caller) is None
            if is_traced(kinds.kind(func.value if method_of else func, caller)):
                names.append(callee.positional[0])
        return names
