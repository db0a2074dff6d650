"""What an expression holds: a concrete JAX array, a tracer, a pytree of tracers, or
something unknown.  (The finer proofs built on it are in :mod:`.proofs`.)

Every answer is "proven" or "don't know", and "don't know" keeps the rules silent.
"""

from __future__ import annotations

import ast
from typing import Callable, Optional

from ...astutil import is_number
from ..jaxapi import (
    ARRAY_ATTRIBUTES, VARIABLE_VALUE, ZERO_TANGENT_FUNCTIONS, ZERO_TANGENT_METHODS, never_compared_as_array,
)
from ..jaxapi.library import returns_booleans
from ..names import Names
from ..scopes import Assigned, Iterated, Param, Scope, Unpacked, Variadic, iterated_into_a_name
from ..traces import Traces
from ..tracing_kinds import Tracing
from .call_kinds import CallKinds
from .handed_arrays import handed_kind
from .kinds import OverBudget, Proofs, ValueKind, is_array, is_traced, summed  # noqa: F401 (the domain's names)
from .leaf_values import LeafValues, dict_view, string_keyed

MAX_DEPTH = 150


class ValueKinds(CallKinds):
    """Kinds of expressions, given which parameters of a function hold tracers
    (``traced_params``: a scope's traced parameter names, or None when not traced).

    With ``staging``, an operation on JAX arrays inside a staged function (jit, pmap, a
    lax body) gives a tracer even when every input is concrete: JAX stages every
    operation there (``jnp.zeros(3)``, ``CONST.sum()``, ``CONST > 0``).  Reading a
    concrete array (a module constant) is no operation: it stays concrete; and inside
    ``with jax.ensure_compile_time_eval():`` operations on concrete values run eagerly.

    With ``tangents`` (the values grad & co differentiate), an operation whose derivative
    is zero everywhere (``jnp.floor``, ``argmax``, a comparison, ``//``,
    ``stop_gradient``...) gives a value without tangent, concrete again: not traced."""

    def __init__(
        self,
        names: Names,
        traces: Traces,
        proofs: Proofs,
        leaf_values: LeafValues,
        traced_params: Callable[[Scope], Optional[frozenset]],
        staging: bool = False,
        first_pass: bool = False,
        tangents: bool = False,
    ) -> None:
        self.names = names
        self.traces = traces
        self.proofs = proofs
        self.leaf_values = leaf_values
        self.traced_params = traced_params
        self.staging = staging  # also: a parameter handed a leaf through jit is a traced array
        # Kinds the first time the code runs (a loop's later bindings have not happened): what the
        # rules that prove an error need; ``v = np.dot(R, v)`` in a loop converts the traced ``v``.
        self.first_pass = first_pass
        self.tangents = tangents
        self._kinds: dict = {}  # id(node) or id(bindings) -> ValueKind
        self._journal: list = []  # keys of _kinds in insertion order, for rollback
        self._assumed: dict = {}  # names being solved -> their current assumption
        self._helpers: set = set()  # helpers whose returned values are being read
        self._depth = 0
        self.budget: Optional[int] = None  # the kinds a bounded question may still read
        self._settled = 0  # the journal's length when the outermost assumption was made

    def forget_assumed(self) -> None:
        """A bounded question gave up: forget the kinds remembered under an unsettled assumption."""
        if self._assumed:
            for stale in self._journal[self._settled:]:
                self._kinds.pop(stale, None)
            del self._journal[self._settled:]
            self._assumed.clear()

    @property
    def assuming(self) -> bool:
        """A name's kind is being solved under an assumption (see :meth:`_least_kind`)."""
        return bool(self._assumed)

    def kind(self, node: ast.expr, scope: Scope) -> ValueKind:
        key = id(node)
        cached = self._kinds.get(key)
        if cached is not None:
            return cached
        if self._depth > MAX_DEPTH:
            return ValueKind.UNKNOWN  # absurdly deep code: say nothing rather than recurse
        if self.budget is not None:
            self.budget -= 1
            if self.budget < 0:
                raise OverBudget
        self._depth += 1
        try:
            result = self._kind(node, scope)
        finally:
            self._depth -= 1
        self._kinds[key] = result
        self._journal.append(key)
        return result

    def traced_parameter(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` is a name only parameters this trace stages reach: traced, without asking
        whether each holds a leaf or a tree (which reads every call, and may cost seconds)."""
        if self.tangents or not isinstance(node, ast.Name):
            return False
        bindings = scope.lookup(node.id)
        if bindings and node.id in scope.bindings:
            bindings = self.names.reaching(node.id, scope, node, first_pass=self.first_pass)
        if not bindings:
            return False
        for binding in bindings:
            if not isinstance(binding, Param):
                return False
            traced = self.traced_params(binding.scope)
            if traced is None or node.id not in traced or self.traces.traced.traced_if_array(binding.scope, node.id):
                return False
        return True

    def reaching(self, name: ast.Name, scope: Scope) -> list:
        """The bindings of ``name`` that may hold at this use of it (see :meth:`.names.Names.reaching`)."""
        return self.names.reaching(name.id, scope, name, first_pass=self.first_pass)

    def _name_kind(self, name: str, scope: Scope, use: Optional[ast.expr] = None) -> ValueKind:
        """The least kind over the bindings of a name that may reach ``use`` (later ones do not,
        outside loops: ``if x > 0: x = 0.0`` tests the traced parameter).  Self-references
        (``x = x * 2``) are a greatest fixpoint: assume the most, lower the assumption until it
        is consistent, and forget what was memoised under one too high.  Sound because the
        first binding executed cannot depend on the name's earlier value."""
        bindings = scope.lookup(name)
        if not bindings:
            return ValueKind.UNKNOWN
        key: object = id(bindings)
        if use is not None and name in scope.bindings:
            reaching = self.names.reaching(name, scope, use, first_pass=self.first_pass)
            if not reaching:
                return ValueKind.UNKNOWN  # read before any binding: NameError, not ours
            if len(reaching) < len(bindings):
                key = (key, tuple(id(b) for b in reaching))
                bindings = reaching
        return self._least_kind(key, bindings, name)

    def _least_kind(self, key: object, bindings: list, name: str, concrete: bool = False) -> ValueKind:
        """``concrete``: only a concrete array counts (ARRAY); anything else is UNKNOWN."""
        cached = self._kinds.get(key)
        if cached is not None:
            return cached
        if key in self._assumed:
            return self._assumed[key]
        assumed = ValueKind.ARRAY if concrete else ValueKind.TRACED_ARRAY
        mark = len(self._journal)
        if not self._assumed:
            self._settled = mark
        while True:
            self._assumed[key] = assumed
            result = self._least_of(bindings, name, concrete)
            if result >= assumed:
                break
            for stale in self._journal[mark:]:
                self._kinds.pop(stale, None)
            del self._journal[mark:]
            assumed = result
            if result == ValueKind.UNKNOWN:
                break  # the least there is: settled without reading the bindings again
        del self._assumed[key]
        self._kinds[key] = result
        self._journal.append(key)
        return result

    def _least_of(self, bindings: list, name: str, concrete: bool) -> ValueKind:
        """The least kind of ``bindings`` (with ``concrete``: ARRAY or UNKNOWN), read in order
        until one is UNKNOWN, the least there is (sparing every other store's value)."""
        least = ValueKind.ARRAY if concrete else ValueKind.TRACED_ARRAY
        for binding in bindings:
            kind = self._binding_kind(binding, name)
            least = min(least, kind if not concrete or kind == ValueKind.ARRAY else ValueKind.UNKNOWN)
            if least == ValueKind.UNKNOWN:
                break
        return least

    def _traced_field(self, attribute: str, method: Scope) -> bool:
        """``self.w`` in a method whose pytree instance holds tracers, ``w`` an array field (``w: jax.Array``)."""
        if not self.traces.traced.traced_instance(method):
            return False
        owner = self.traces.classes.of(method.parent)
        return owner is not None and self.traces.classes.array_field(owner, attribute)

    def _filtered(self, node: ast.expr, scope: Scope) -> bool:
        """``model`` a parameter equinox's filter_jit traces leaf by leaf: its array fields are tracers."""
        if not isinstance(node, ast.Name) or node.id not in (self.traced_params(scope) or ()):
            return False  # asked of every attribute read: the cheap questions first
        binding = self.names.binding(node.id, scope, node)
        return isinstance(binding, Param) and binding.scope is scope and self.traces.traced.traced_if_array(scope, node.id)

    def _constructed_field_kind(self, node: ast.Attribute, scope: Scope, variable: bool = False) -> ValueKind:
        """``params.w`` outside any trace: a dataclass field's array, or a framework layer's
        (``variable``: an nnx Param's); see :class:`.leaf_values.LeafValues`."""
        if self.tangents or self.traced_params(scope) is not None:
            return ValueKind.UNKNOWN
        if self.leaf_values.layer_array(node, scope, variable):
            return ValueKind.ARRAY
        leaf = None if variable else self.leaf_values.constructed_field(node, scope)
        return self.concrete_leaves([leaf] if leaf else None)

    def _attribute_kind(self, attribute: str) -> ValueKind:
        """``self.attr``, every store into any ``.attr`` a concrete array (not a traced one: it outlives its trace)."""
        bindings = self.names.attributes.get(attribute)
        if not bindings or attribute in self.names.class_names:
            return ValueKind.UNKNOWN
        return self._least_kind(("attribute", attribute), bindings, attribute, concrete=True)

    def _binding_kind(self, binding, name: str) -> ValueKind:
        if isinstance(binding, Param):
            traced = self.traced_params(binding.scope)
            if traced is None or name not in traced:  # one no trace stages: what every call hands
                return ValueKind.UNKNOWN if traced is None else handed_kind(self, binding.scope, name)
            if self.traces.traced.traced_if_array(binding.scope, name):
                # equinox's filter_*: a tracer only when it holds an array, as it provably does
                proven = self.proofs.array_param(binding.scope, name)
                return ValueKind.TRACED_ARRAY if proven else ValueKind.UNKNOWN
            if self.staging and self.proofs.leaf_param(binding.scope, name):
                return ValueKind.TRACED_ARRAY
            return ValueKind.TRACED_TREE
        if isinstance(binding, Variadic):  # ``*args``, ``**kwargs``: a tuple or dict of what the trace hands in
            traced = self.traced_params(binding.scope)
            if traced is None or name not in traced or self.traces.traced.traced_if_array(binding.scope, name):
                return ValueKind.UNKNOWN
            return ValueKind.TRACED_TREE
        if isinstance(binding, Assigned):
            return self.kind(binding.value, binding.scope)
        if isinstance(binding, Unpacked):
            kind = self.kind(binding.value, binding.scope)
            if not is_traced(kind):  # (a concrete array's rows: ArrayProof.unpacked_row, asked where a rule needs it)
                return ValueKind.UNKNOWN
            if self.staging and binding.index is not None and self._unpacks_a_leaf(binding):
                return ValueKind.TRACED_ARRAY
            return ValueKind.TRACED_TREE
        if isinstance(binding, Iterated):
            kind = self.kind(binding.iterable, binding.scope)
            items = dict_view(binding.iterable, frozenset({"items"}))
            over = self.names.binding(binding.iterable.id, binding.scope) if isinstance(binding.iterable, ast.Name) else None
            if binding.index == 0 and items or isinstance(over, Variadic) and over.keywords:
                return ValueKind.UNKNOWN  # ``for name, p in params.items()``, ``for k in kwargs``: a key
            if is_traced(kind):
                return ValueKind.TRACED_TREE
            if kind == ValueKind.ARRAY and iterated_into_a_name(binding, name):
                return kind  # ``for row in jnp.zeros((3, 3))``: each row a JAX array
            if binding.index == (1 if items else None) and dict_view(binding.iterable):
                # ``for p in params.values()`` of a dict literal
                return self.concrete_leaves(self.leaf_values.dict_values(binding.iterable.func.value, binding.scope))
            return ValueKind.UNKNOWN
        return ValueKind.UNKNOWN

    def concrete_leaves(self, leaves: Optional[list]) -> ValueKind:
        """ARRAY when every leaf (:class:`.leaf_values.Leaf`) holds a concrete JAX array."""
        concrete = leaves and all(self._leaf_kind(leaf) == ValueKind.ARRAY for leaf in leaves)
        return ValueKind.ARRAY if concrete else ValueKind.UNKNOWN

    def _unpacks_a_leaf(self, binding: Unpacked) -> bool:
        """``a, b = carry`` where every call hands ``carry`` a tuple whose element is a leaf."""
        value = binding.value
        if not isinstance(value, ast.Name):
            return False
        carry = self.names.binding(value.id, binding.scope)
        return isinstance(carry, Param) and self.proofs.leaf_param(carry.scope, value.id, binding.index)

    def _kind(self, node: ast.expr, scope: Scope) -> ValueKind:
        if self.tangents and self._drops_tangent(node, scope):
            return ValueKind.UNKNOWN
        kind = self._operation_kind(node, scope)
        if (
            kind == ValueKind.ARRAY
            and self.staging
            and not isinstance(node, ast.Name)
            and not (isinstance(node, ast.Attribute) and scope.is_self(node.value))
            and not string_keyed(node)  # a dict's entry read: no operation (its kind says if traced)
            and self.traces.tracing_of(scope) & Tracing.STAGED
            and not (scope.with_calls and self.names.evaluated_at_compile_time(node, scope))
        ):
            return ValueKind.TRACED_ARRAY  # an operation, staged like every other one there
        return kind

    def _drops_tangent(self, node: ast.expr, scope: Scope) -> bool:
        """An operation whose derivative is zero everywhere (verified under jax.grad)."""
        if isinstance(node, ast.Compare):
            return True
        if isinstance(node, ast.BinOp):
            return isinstance(node.op, ast.FloorDiv)
        if isinstance(node, ast.Call):
            qualname = self.names.qualified_name(node.func, scope)
            if qualname in ZERO_TANGENT_FUNCTIONS or (qualname is not None and returns_booleans(qualname)):
                return True
            func = node.func
            return isinstance(func, ast.Attribute) and func.attr in ZERO_TANGENT_METHODS
        return False

    def _operation_kind(self, node: ast.expr, scope: Scope) -> ValueKind:
        if isinstance(node, ast.Name):
            return self._name_kind(node.id, scope, node)
        if isinstance(node, ast.Attribute):
            if node.attr in ARRAY_ATTRIBUTES:
                base = self.kind(node.value, scope)
                if is_traced(base):
                    return ValueKind.TRACED_ARRAY
                return ValueKind.ARRAY if base == ValueKind.ARRAY else ValueKind.UNKNOWN
            if node.attr == VARIABLE_VALUE and not self.tangents:
                if self.leaf_values.variable_field(node.value) and is_traced(self.kind(node.value.value, scope)):
                    return ValueKind.TRACED_ARRAY  # ``model.w.value`` of a traced nnx module: a leaf
                if self._constructed_field_kind(node.value, scope, variable=True) == ValueKind.ARRAY:
                    return ValueKind.ARRAY  # ``model.linear.kernel.value``
                return self.concrete_leaves(self.leaf_values.variable_values(node.value, scope))  # staged: see _kind
            if scope.is_self(node.value):
                if not self.tangents and self._traced_field(node.attr, scope):
                    return ValueKind.TRACED_ARRAY
                return self._attribute_kind(node.attr)
            staged = not self.tangents and is_traced(self.kind(node.value, scope))
            if staged or not self.tangents and self._filtered(node.value, scope):  # a traced pytree's leaf, or any field jit traces
                if field := self.leaf_values.traced_field(node, scope, staged and bool(self.traces.tracing_of(scope) & Tracing.STAGED)):
                    return ValueKind.TRACED_ARRAY if field == "leaf" else ValueKind.TRACED_TREE
            return self._constructed_field_kind(node, scope)
        if isinstance(node, ast.Subscript):
            base = self.kind(node.value, scope)
            if base == ValueKind.TRACED_TREE:
                return ValueKind.TRACED_TREE
            if base == ValueKind.UNKNOWN and string_keyed(node) and not self.tangents:
                return self._entry_kind(node, scope)
            return base if is_array(base) else ValueKind.UNKNOWN
        if isinstance(node, ast.BinOp):
            return self._binop_kind(node, scope)
        if isinstance(node, ast.UnaryOp):
            if isinstance(node.op, ast.Not):
                return ValueKind.UNKNOWN
            return self.kind(node.operand, scope)
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            if any(isinstance(op, (ast.Is, ast.IsNot, ast.In, ast.NotIn)) for op in node.ops) or any(
                never_compared_as_array(o) for o in operands[:2]
            ):
                return ValueKind.UNKNOWN
            kinds = [self.kind(o, scope) for o in operands]
            if any(is_traced(k) for k in kinds):
                if len(operands) > 2:
                    return ValueKind.UNKNOWN  # a < b < c converts a < b first: reported there
                return ValueKind.TRACED_ARRAY
            if len(operands) == 2 and ValueKind.ARRAY in kinds:
                return ValueKind.ARRAY  # concrete arrays compared: an array (staged, traced)
            return ValueKind.UNKNOWN
        if isinstance(node, ast.Call):
            return self._call_kind(node, scope)
        return ValueKind.UNKNOWN

    def _kwargs_entry_kind(self, call: ast.Call, kwargs: ast.Name, scope: Scope) -> ValueKind:
        """``kwargs.get("scale", 1.0)`` of a traced ``**kwargs`` a call of the module hands ``scale=``."""
        binding, key = self.names.binding(kwargs.id, scope, kwargs), call.args[0]
        if not (isinstance(binding, Variadic) and binding.keywords and isinstance(key, ast.Constant)
                and isinstance(key.value, str) and is_traced(self._binding_kind(binding, kwargs.id))):
            return ValueKind.UNKNOWN
        return ValueKind.TRACED_TREE if self.traces.traced.keyword_handed(binding.scope, key.value) else ValueKind.UNKNOWN

    def _binop_kind(self, node: ast.BinOp, scope: Scope) -> ValueKind:
        left = self.kind(node.left, scope)
        right = self.kind(node.right, scope)
        if ValueKind.TRACED_ARRAY in (left, right):
            return ValueKind.TRACED_ARRAY
        if ValueKind.TRACED_TREE in (left, right):
            other = right if left == ValueKind.TRACED_TREE else left
            numeric = other == ValueKind.ARRAY or is_number(node.right if left == ValueKind.TRACED_TREE else node.left)
            # A tuple of tracers times an int is a longer tuple, not an array.
            if numeric and not isinstance(node.op, ast.Mult):
                return ValueKind.TRACED_ARRAY
            return ValueKind.TRACED_TREE
        if ValueKind.ARRAY in (left, right):
            return ValueKind.ARRAY
        return ValueKind.UNKNOWN
