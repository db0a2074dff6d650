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

from ..astutil import argument, const_int, positional_args
from .callgraph import CallGraph
from .jaxapi import LAX_PRIMITIVES, MODULE_PARAMETER_METHOD
from .loop_carries import elements_leaving, elements_read, handed_back_unchanged
from .names import Names
from .project import ReverseEntry
from .scopes import Assigned, Param, Scope, Unpacked, Variadic
from .traces import Traces
from .tracing import lax_bodies
from .values import Proofs, ValueKind, ValueKinds, is_traced
from .values.leaf_values import LeafValues

# What ``_handed`` says of a linen apply handed differentiated variables.
VARIABLES = object()
# What ``_bodies`` says of a lax body that reverse mode runs (whatever its parameters carry).
BODY = object()
# The parameter of a loop's body that holds its carry, by the loop's name.
_CARRY_PARAMETER = {"scan": 0, "fori_loop": 1}
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
            if self.names.qualified_name(node.func, scope) in LAX_PRIMITIVES and self.args_traced(node, scope):
                return ValueKind.TRACED_TREE  # a loop's result carries its carry's tangents
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
        self._bodies: set = set()  # bodies of lax loops and branches that reverse mode runs
        self._varargs: dict = {}  # Scope -> positions of its *args that carry tangents

    def functions(self) -> list:
        """The functions reverse mode runs, with tangents in some parameter, in source order."""
        params = self._solved()
        return [scope for scope in self.names.functions
                if params.get(scope) or scope in self._variables or scope in self._bodies]

    def carries_tangent(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` (in a function reverse mode runs) depends on a differentiated value."""
        self._solved()
        return self._kinds is not None and is_traced(self._kinds.kind(node, scope))

    def reaches_output(self, call: ast.Call, carry: Optional[ast.expr], function: Scope, loop=None) -> bool:
        """The tangent of ``call``'s result reaches what ``function`` returns; ``carry``:
        the loop's initial carry when only it brings tangents in (of a tuple, only the
        elements that carry one leave with one, and, with ``loop`` its row of
        ``REVERSE_BLOCKING_LOOPS``, those its body builds from one: ``(0, x, 0.0)`` whose
        body returns ``total + y``); None: any element may."""
        elements = None
        if isinstance(carry, ast.Tuple) and not any(isinstance(e, ast.Starred) for e in carry.elts):
            elements = frozenset(i for i, e in enumerate(carry.elts) if self.carries_tangent(e, function))
            if loop is not None and elements and len(elements) < len(carry.elts):
                elements = self._leaving(call, loop, function, len(carry.elts), elements)
        results = LoopResults(self.names, self.traces, self.proofs, self.leaf_values, call, elements)
        return any(is_traced(results.kind(value, function)) for value in function.returns)

    def _leaving(self, call: ast.Call, loop, function: Scope, arity: int, entering: frozenset) -> frozenset:
        """The elements of the loop's tuple carry that leave with a tangent: ``entering`` and
        those the body builds from them (:func:`.loop_carries.elements_leaving`); ``entering``
        when the body is not a def or lambda of the file read here."""
        body_fun = argument(call, *loop.body)
        body = self.traces.transforms.function_of(body_fun, function) if body_fun is not None else None
        if body is None or body.is_method or body.variadic or len(body.positional) != loop.carry_parameter + 1:
            return entering
        leaving = elements_leaving(body, body.positional[loop.carry_parameter], arity, entering)
        return entering if leaving is None else leaving

    def enters_only_unchanged(self, call: ast.Call, loop, function: Scope) -> bool:
        """Every tangent that reaches ``call`` (a loop of ``REVERSE_BLOCKING_LOOPS``, ``loop``
        its row, in ``function``) enters through an element of its initial carry that the
        body hands back unchanged and reads nowhere else, and that its cond does not read
        (``while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1]), (0, x))``): what the
        body returns elsewhere reads no differentiated value of the code around it.  From
        ``REVERSE_FORWARDS_UNCHANGED_CARRIES_SINCE`` JAX makes such elements constants of
        the loop, and reverse mode runs."""
        self._solved()
        transforms = self.traces.transforms
        carry = argument(call, *loop.carry)
        body_fun = argument(call, *loop.body)
        body = transforms.function_of(body_fun, function) if body_fun is not None else None
        if carry is None or body is None or body.is_method or body.variadic or (
                len(body.positional) != loop.carry_parameter + 1):
            return False  # a partial, a method, ``*args``: which parameter holds the carry is not read here
        parameter = body.positional[loop.carry_parameter]
        if isinstance(carry, ast.Tuple) and not any(isinstance(e, ast.Starred) for e in carry.elts):
            arity = len(carry.elts)
            entering = frozenset(i for i, e in enumerate(carry.elts) if self.carries_tangent(e, function))
        else:
            arity, entering = None, frozenset({0})
        if not entering <= handed_back_unchanged(body, parameter, arity):
            return False
        if loop.cond is not None:
            cond_fun = argument(call, *loop.cond)
            cond = transforms.function_of(cond_fun, function) if cond_fun is not None else None
            if cond is None or cond.is_method or cond.variadic or len(cond.positional) != 1:
                return False
            read = elements_read(cond, cond.positional[0], arity)
            if read is None or read & entering:
                return False
        if arity is None:
            return True  # the body returns its carry and nothing else
        others = [value.elts[i] for value in body.returns for i in range(arity) if i not in entering]
        around = TangentKinds(self.names, self.traces, self.proofs, self.leaf_values,
                              lambda scope: None if scope is body else self._traced(scope), self._variables.__contains__)
        return not any(is_traced(around.kind(value, body)) for value in others)

    def _traced(self, scope: Scope) -> Optional[frozenset]:
        found = self._params.get(scope) if self._params is not None else None
        if found or scope in self._variables or scope in self._bodies:
            return frozenset(found or ())
        return None

    def _solved(self) -> dict:
        if self._params is not None:
            return self._params
        seeds = self.traces.traced.reverse_differentiated()
        self._params = {scope: set(names) for scope, names in seeds.items() if names}
        self._varargs = {scope: set(found) for scope, found in self.traces.traced.reverse_differentiated_varargs().items()}
        for scope in self._varargs:  # ``def loss(*args)``: ``args`` holds the differentiated values
            self._params.setdefault(scope, set()).add(scope.node.args.vararg.arg)
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
            found += [entered for caller in callers for entered in self._entered_bodies(caller, kinds)]
            changed = False
            for callee, handed in found:  # applied after the round: its kinds read a fixed state
                if handed is VARIABLES:
                    changed |= callee not in self._variables
                    self._variables.add(callee)
                    continue
                if handed is BODY:
                    changed |= callee not in self._bodies
                    self._bodies.add(callee)
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
                names = {name for name in entry.params if name in function.params}
                names.update(function.positional[i] for i in entry.positions if i < len(function.positional))
                found.append((function, names, entry.variables))
        return found

    def _tangent_kinds(self) -> TangentKinds:
        return TangentKinds(
            self.names, self.traces, self.proofs, self.leaf_values, self._traced, self._variables.__contains__
        )

    def _entered_bodies(self, caller: Scope, kinds: ValueKinds) -> list:
        """(body, BODY) for each body of a lax loop or branch (scan, fori_loop, cond, switch,
        map) in ``caller`` whose result reaches what ``caller`` returns: reverse mode transposes
        it, so a loop inside it must be transposable too (a ``fori_loop(0, i, ...)`` nested in
        another's body, a Newton ``while_loop`` in a scan's step); and (body, parameter) for
        each parameter handed a value that carries tangents (a carry, ``xs``, an operand).
        Not a while loop's bodies: reverse mode cannot run the loop itself."""
        names = self.names
        entered: list = []
        for call in caller.calls:
            qualname = names.qualified_name(call.func, caller)
            primitive = LAX_PRIMITIVES.get(qualname) if qualname else None
            if primitive is None or qualname.endswith("while_loop") or qualname == "jax.eval_shape":
                continue
            bodies = [self.traces.transforms.function_of(body, caller) for body in lax_bodies(call, qualname, names, caller)]
            bodies = [body for body in bodies if body is not None and body is not caller]
            if not bodies or not self.reaches_output(call, None, caller):
                continue
            if primitive.operands_from is not None:
                values = list(enumerate((positional_args(call) or [])[primitive.operands_from:]))
            else:
                values = [(index, argument(call, *slot)) for index, slot in primitive.carries]
            handed = [index for index, value in values if value is not None and is_traced(kinds.kind(value, caller))]
            carry = _CARRY_PARAMETER.get(qualname.rpartition(".")[2])
            for body in bodies:
                entered.append((body, BODY))
                entered += [(body, body.positional[index]) for index in handed if index < len(body.positional)]
                if carry is not None and carry < len(body.positional) and self._returns_tangent_carry(body, qualname, kinds):
                    entered.append((body, body.positional[carry]))  # JAX's fixpoint: the carry's tangent comes back
        return entered

    @staticmethod
    def _returns_tangent_carry(body: Scope, qualname: str, kinds: ValueKinds) -> bool:
        """The carry ``body`` returns carries tangents (a scan body's first element when it
        returns a pair literal), read on this round's state."""
        scan = qualname.endswith("scan")
        for value in body.returns:
            if scan and isinstance(value, ast.Tuple) and len(value.elts) == 2:
                value = value.elts[0]
            if is_traced(kinds.kind(value, body)):
                return True
        return False

    def _forwarded(self, edge) -> list:
        """``kernel(*args)`` in ``def loss(*args)``: the callee's parameters at the positions of
        ``args`` that carry tangents (what a grad's argnums reached), after the call's plain
        leading arguments; nothing for any other call with ``*``."""
        call, caller, callee = edge.call, edge.caller, edge.callee
        positions = self._varargs.get(caller)
        node = caller.node
        if not positions or edge.skip or call.keywords or not call.args:
            return []
        *leading, last = call.args
        vararg = node.args.vararg.arg
        if any(isinstance(a, ast.Starred) for a in leading) or not (
                isinstance(last, ast.Starred) and isinstance(last.value, ast.Name) and last.value.id == vararg):
            return []
        if any(not isinstance(b, Variadic) for b in caller.lookup(vararg)):
            return []  # ``args`` rebound: not the tuple the grad handed
        first = edge.bound + len(leading)
        return [callee.positional[first + p] for p in sorted(positions) if first + p < len(callee.positional)]

    def _handed(self, edge, kinds: ValueKinds) -> list:
        """The callee's parameters ``edge`` hands a value carrying tangents: its arguments,
        and a method's instance (``model(x)`` with ``model`` differentiated)."""
        call, caller, callee = edge.call, edge.caller, edge.callee
        instances = self.traces.instances
        if edge.own_arguments:
            return []
        positional = positional_args(call)
        if positional is None:
            return self._forwarded(edge)
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
