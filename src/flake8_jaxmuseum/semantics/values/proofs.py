"""The finer proofs rules ask for, on top of value kinds: a traced boolean mask, an array
rather than a pytree of arrays, a single tracer (a leaf) rather than a pytree of them.

Every answer is "proven" or "don't know", and "don't know" keeps the rules silent.
"""

from __future__ import annotations

import ast
from typing import Callable, Optional

from ...astutil import argument_values, is_bool_literal, is_number, literal_sequence
from ..jaxapi import (
    ARRAY_CONSTRUCTORS, ARRAY_ONLY_ATTRIBUTES, ARRAY_ONLY_METHODS, NUMPY_ARRAY_SEQUENCES, NUMPY_ARRAYS, NUMPY_GRIDS,
    never_compared_as_array,
)
from ..jaxapi.library import returns_booleans
from ..names import Names
from ..scopes import Assigned, Iterated, Param, Scope, Unpacked, annotation_of, the_one
from ..traces import Traces
from ..tracing_kinds import Entry, Tracing
from . import ValueKind, ValueKinds, is_array
from .config_values import ConfigValues
from .tree_maps import MappedLeaves


class Masks:
    """Traced boolean arrays: the kind of index whose result shape depends on data."""

    def __init__(self, names: Names, traces: Traces, kinds: ValueKinds) -> None:
        self.names = names
        self.traces = traces
        self.kinds = kinds
        self._handed: dict = {}  # (id(function), parameter) -> handed a boolean array?

    def is_traced_mask(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        names = self.names
        if depth > 20:
            return False
        if isinstance(node, ast.Compare):
            return self.kinds.kind(node, scope) == ValueKind.TRACED_ARRAY
        # An operation on concrete boolean arrays inside a staged function is a traced one.
        staged = self.kinds.kind(node, scope) == ValueKind.TRACED_ARRAY
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Invert):
            return self.is_traced_mask(node.operand, scope, depth + 1) or (
                staged and self._boolean_array(node.operand, scope, depth + 1)
            )
        if isinstance(node, ast.Subscript) and _keeps_axes(node.slice):
            # ``valid[:, None]``: slices and new axes of a mask keep it one (jax#4212's ``valid[:, None] * valid[None, :]``)
            return self.is_traced_mask(node.value, scope, depth + 1)
        # ``&``, ``|``, ``^`` and ``*`` of two boolean arrays is one (bool * bool is bool, verified on 0.10.2)
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.BitAnd, ast.BitOr, ast.BitXor, ast.Mult)):
            left = self.is_traced_mask(node.left, scope, depth + 1)
            right = self.is_traced_mask(node.right, scope, depth + 1)
            # Both sides boolean, or one traced mask and one plain bool value.
            if (left and right) or ((left or right) and is_bool_literal(node.right if left else node.left)):
                return True
            return staged and all(
                is_bool_literal(side) or self._boolean_array(side, scope, depth + 1) for side in (node.left, node.right)
            )
        if isinstance(node, ast.Call):
            func = node.func
            qualname = names.qualified_name(func, scope)
            if qualname is not None and returns_booleans(qualname):
                return staged
            # any/all of a traced array, boolean or not, is a traced boolean (verified: x[x.any(0)]
            # and x[jnp.any(x)] raise NonConcreteBooleanIndexError under jit)
            if qualname in ("jax.numpy.all", "jax.numpy.any") and node.args:
                operand = node.args[0]
            elif qualname is None and isinstance(func, ast.Attribute) and func.attr in ("all", "any"):
                operand = func.value
            else:
                return False
            return self.is_traced_mask(operand, scope, depth + 1) or staged
        if isinstance(node, ast.Name):
            bindings = names.reaching(node.id, scope, node)
            if not bindings:
                return False
            only = the_one(bindings)
            if isinstance(only, Param):
                return self._param_handed_a_mask(only.scope, node.id, depth)
            return all(
                isinstance(b, Assigned) and self.is_traced_mask(b.value, b.scope, depth + 1) for b in bindings
            )
        return False

    def boolean_array(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` is a boolean array, concrete or traced: what jit traces as a mask."""
        return self._boolean_array(node, scope, 0)

    def _param_handed_a_mask(self, function: Scope, name: str, depth: int) -> bool:
        """A traced parameter that some jit (or lax) call hands a boolean array: that
        call traces it as a boolean mask."""
        if name not in (self.traces.traced_params(function) or ()):
            return False
        key = (id(function), name)
        if key not in self._handed:
            self._handed[key] = False  # breaks recursion through other parameters
            self._handed[key] = any(
                entry is Entry.STAGED and self._boolean_array(fed, scope, depth + 1)
                for fed, scope, entry in self.traces.fed_arguments(function, name)
            ) or any(
                handed.mask and through == Entry.STAGED.value
                for handed, through in self.traces.handed_from_project(function, name)
            )
        return self._handed[key]

    def _boolean_array(self, node: ast.expr, scope: Scope, depth: int) -> bool:
        """A boolean array, concrete or traced: what jit turns into a traced mask."""
        names = self.names
        if depth > 20:
            return False
        if self.is_traced_mask(node, scope, depth + 1):
            return True
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            return (
                len(node.ops) == 1
                and not isinstance(node.ops[0], (ast.Is, ast.IsNot, ast.In, ast.NotIn))
                and not any(never_compared_as_array(o) for o in operands)
                and any(self._concrete_array(o, scope) for o in operands)
            )
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Invert):
            return self._boolean_array(node.operand, scope, depth + 1)
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.BitAnd, ast.BitOr, ast.BitXor)):
            return self._boolean_array(node.left, scope, depth + 1) and self._boolean_array(
                node.right, scope, depth + 1
            )
        if isinstance(node, ast.Call):
            qualname = names.qualified_name(node.func, scope) or ""
            if qualname == "jax.random.bernoulli":
                return True
            if returns_booleans(qualname):
                return any(self._concrete_array(v, scope) for v in argument_values(node))
            if qualname in ARRAY_CONSTRUCTORS and len(node.args) == 1 and not node.keywords:
                values = literal_sequence(node.args[0])
                return bool(values) and all(is_bool_literal(v) for v in values)
            return False
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            return bool(bindings) and all(
                isinstance(b, Assigned) and self._boolean_array(b.value, b.scope, depth + 1) for b in bindings
            )
        return False

    def _concrete_array(self, node: ast.expr, scope: Scope) -> bool:
        """A JAX or NumPy array (built by a call this module can name)."""
        names = self.names
        if is_array(self.kinds.kind(node, scope)):
            return True
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            return bool(bindings) and all(
                isinstance(b, Assigned) and self._concrete_array(b.value, b.scope) for b in bindings
            )
        return isinstance(node, ast.Call) and names.qualified_name(node.func, scope) in NUMPY_ARRAYS


class ArrayProof:
    """Is a traced value provably an array, not a pytree of arrays?  A traced argument
    may be a list or dict of arrays; it is an array with evidence: some call site hands
    it one (followed through helpers and lax carries), or the function uses it as one
    (``x.shape``, ``x.at[...]``, ``x.sum()``).  Arithmetic with an array gives an array
    (or raises); a name unpacked from a tuple of arrays is one."""

    def __init__(self, names: Names, traces: Traces, kinds: ValueKinds, assuming: Callable[[], bool]) -> None:
        """``kinds``: what values hold under jit and vmap; ``assuming()``: some value kind
        is being solved under an assumption (see :meth:`.valuation.Valuation.assuming`)."""
        self.names = names
        self.traces = traces
        self.kinds = kinds
        self.assuming = assuming
        self._params: dict = {}  # (scope, name) -> bool; False while being decided
        self.mapped_leaves = MappedLeaves(names, traces.transforms, kinds)
        self._names: set = set()  # names being decided: a self-reference assumes the rest decides

    def expression(
        self, node: ast.expr, scope: Scope, entry: Entry = Entry.DIRECT, kinds: Optional[ValueKinds] = None
    ) -> bool:
        """``entry``: how ``node`` is handed on: jit and lax (STAGED) turn NumPy arrays and
        Python numbers into traced arrays, so does grad for the arguments it differentiates
        (DIFFERENTIATED), a vmap-mapped argument (MAPPED) NumPy arrays (a number there is
        vmap's own error).  ``kinds``: what values hold (default: under jit and vmap)."""
        names = self.names
        kinds = kinds or self.kinds
        kind = kinds.kind(node, scope)
        if is_array(kind):
            return True
        if entry is not Entry.DIRECT:
            if entry in (Entry.STAGED, Entry.DIFFERENTIATED) and is_number(node):
                return True
            if isinstance(node, ast.Call) and names.qualified_name(node.func, scope) in NUMPY_ARRAYS:
                return True
        if kind != ValueKind.TRACED_TREE:
            return False
        if isinstance(node, ast.Subscript):
            # An element or slice of an array is an array (or the indexing raises first).
            return self.expression(node.value, scope, kinds=kinds) or self._fed_leaf(node, scope)
        if isinstance(node, ast.BinOp):
            # An array on either side: broadcasting gives an array (or raises).
            return self.expression(node.left, scope, kinds=kinds) or self.expression(node.right, scope, kinds=kinds)
        if isinstance(node, ast.UnaryOp):
            return self.expression(node.operand, scope, kinds=kinds)
        if isinstance(node, ast.Name):
            bindings = kinds.reaching(node, scope)
            key = (id(scope.lookup(node.id)), tuple(id(b) for b in bindings))
            if key in self._names:
                return True  # the first binding executed cannot be this one
            self._names.add(key)
            try:
                return bool(bindings) and all(self._binding(b, node.id, kinds) for b in bindings)
            finally:
                self._names.discard(key)
        return False

    def _binding(self, binding, name: str, kinds: "ValueKinds") -> bool:
        if isinstance(binding, Param):
            return self.param(binding.scope, name)
        if isinstance(binding, Assigned):
            return self.expression(binding.value, binding.scope, kinds=kinds)
        if isinstance(binding, Unpacked):
            return self.expression(binding.value, binding.scope, kinds=kinds) or self.elements(
                binding.value, binding.scope
            )
        if isinstance(binding, Iterated):
            return self.expression(binding.iterable, binding.scope, kinds=kinds)
        return False

    def elements(self, node: ast.expr, scope: Scope, entry: Entry = Entry.DIRECT, depth: int = 0) -> bool:
        """``node`` is a tuple or list whose elements are all arrays: a literal of them, or a
        parameter every call site hands one (``lax.scan(step, (jnp.zeros(3), v0), xs)``)."""
        if depth > 10:
            return False
        items = literal_sequence(node)
        if items is not None:
            return bool(items) and all(self.expression(item, scope, entry) for item in items)
        if isinstance(node, ast.Name):
            binding = self.names.binding(node.id, scope)
            if isinstance(binding, Param):
                fed = list(self.traces.fed_arguments(binding.scope, node.id))
                return bool(fed) and all(self.elements(f, s, e, depth + 1) for f, s, e in fed)
            if isinstance(binding, Assigned):
                return self.elements(binding.value, binding.scope, depth=depth + 1)
        return False

    def param(self, function: Scope, name: str) -> bool:
        key = (function, name)
        if key not in self._params:
            self._params[key] = False  # breaks recursion
            proven = (
                self.used_as_array(function, name)
                or self._fed_an_array(function, name)
                or any(handed.array for handed, _ in self.traces.handed_from_project(function, name))
                or self.traces.counts_steps(function, name)
                or self.mapped_leaves.hands_leaves(function, name)
            )
            if self.assuming():
                del self._params[key]  # decided under a value kind still being solved: not final
                return proven
            self._params[key] = proven
        return self._params[key]

    @staticmethod
    def _is_param(node: ast.expr, function: Scope, name: str) -> bool:
        return isinstance(node, ast.Name) and node.id == name and function.bindings.get(name) == [Param(function, name)]

    def used_as_array(self, function: Scope, name: str) -> bool:
        for subscript in function.subscripts:
            value = subscript.value
            if isinstance(value, ast.Attribute) and value.attr in ARRAY_ONLY_ATTRIBUTES:
                if self._is_param(value.value, function, name):
                    return True
        for call in function.calls:
            func = call.func
            if isinstance(func, ast.Attribute) and func.attr in ARRAY_ONLY_METHODS:
                if self._is_param(func.value, function, name):
                    return True
            for value in argument_values(call):
                if isinstance(value, ast.Attribute) and value.attr in ARRAY_ONLY_ATTRIBUTES:
                    if self._is_param(value.value, function, name):
                        return True
        return False

    def handed_a_jax_array(self, function: Scope, name: str) -> bool:
        """Some call of the project hands parameter ``name`` a JAX array (not a NumPy one), or
        some ``jax.tree.map`` of the module a leaf that is one."""
        return any(
            is_array(self.kinds.kind(fed, scope)) for fed, scope, _ in self.traces.fed_arguments(function, name)
        ) or self.mapped_leaves.handed_a_jax_array(function, name) or any(
            handed.jax_array for handed, _ in self.traces.handed_from_project(function, name))

    def unpacked_row(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` names a row unpacked from a concrete JAX array (``a, b = grid``, jax#7437):
        each element of a JAX array is one.  Asked only where a rule has a candidate: as a
        value kind, every unpacking of an array cost 12% of a check of brax."""
        bindings = self.names.reaching(node.id, scope, node) if isinstance(node, ast.Name) else None
        return bool(bindings) and all(
            isinstance(b, Unpacked) and b.index is not None and self.kinds.kind(b.value, b.scope) == ValueKind.ARRAY
            for b in bindings)

    def _fed_leaf(self, node: ast.Subscript, scope: Scope) -> bool:
        """``params['w']``, ``params`` a parameter some call hands a dict literal (or a name
        bound to one no code changes) whose ``'w'`` is an array, or a number jit, grad or lax
        turn into one: that leaf arrives a traced array (``grad(loss)({'w': 2.4}, x)``)."""
        key, value = node.slice, node.value
        if not (isinstance(key, ast.Constant) and isinstance(key.value, str) and isinstance(value, ast.Name)):
            return False
        binding = self.names.binding(value.id, scope)
        if not isinstance(binding, Param):
            return False
        for fed, fed_scope, entry in self.traces.fed_arguments(binding.scope, value.id):
            literal = self.names.unchanged_literal(fed, fed_scope)
            if isinstance(literal, ast.Dict) and any(
                    isinstance(k, ast.Constant) and k.value == key.value and self.expression(v, fed_scope, entry)
                    for k, v in zip(literal.keys, literal.values)):
                return True
        # Another module's call: a dict whose entry it proves a shape of, handed through a transform.
        return any(through != Entry.DIRECT.value and any(k == key.value for k, _ in handed.entries)
                   for handed, through in self.traces.handed_from_project(binding.scope, value.id))

    def _fed_an_array(self, function: Scope, name: str) -> bool:
        return any(
            self.expression(fed, scope, entry) for fed, scope, entry in self.traces.fed_arguments(function, name)
        )


class LeafProof:
    """Is a traced parameter a single tracer (a leaf), not a pytree of them?

    jit, pmap and the lax primitives flatten their arguments and turn every leaf into a
    tracer: a Python bool or number, a comparison, ``not x``, a NumPy or JAX array.  So a
    parameter some call site hands such a value through them (vmap: an array in a mapped
    slot; a direct call: a traced array) holds a tracer there, whose truthiness raises
    (``jax.jit(step)(x, True)``).  None, strings and containers are not leaves."""

    def __init__(self, names: Names, traces: Traces, kinds: ValueKinds, assuming: Callable[[], bool]) -> None:
        self.names = names
        self.traces = traces
        self.kinds = kinds
        self.assuming = assuming
        self._params: dict = {}  # (scope, name, index) -> bool; False while being decided
        self.configs = ConfigValues(names, traces.classes, traces.handed_from_project, traces.traced.defaults_from_project)

    def param(self, function: Scope, name: str, index: Optional[int] = None) -> bool:
        """``index``: the element of the parameter a flat tuple unpacking takes."""
        key = (function, name, index)
        if key not in self._params:
            self._params[key] = False  # breaks recursion
            proven = any(
                self._leaf(fed, scope, entry, index)
                if entry is not Entry.DIRECT
                else index is None and self.kinds.kind(fed, scope) == ValueKind.TRACED_ARRAY
                for fed, scope, entry in self.traces.fed_arguments(function, name)
            ) or any(handed.leaf if index is None else index < len(handed.leaves) and handed.leaves[index]
                     for handed, _ in self.traces.handed_from_project(function, name)
                     ) or index is None and (
                self.traces.counts_steps(function, name) or self._declared_scalar(function, name))
            if self.assuming():
                del self._params[key]  # decided under a value kind still being solved: not final
                return proven
            self._params[key] = proven
        return self._params[key]

    def _declared_scalar(self, function: Scope, name: str) -> bool:
        """``def step(x, training: bool)`` staged by jit, pmap or a lax primitive: whatever
        its callers pass, the parameter declares a Python scalar, and staging makes it one
        tracer.  Not where equinox's filter_jit keeps Python values, nor where only vmap
        maps it (a bool there is vmap's own error), nor with a None default."""
        annotation = annotation_of(function, name)
        if annotation is None:
            return False
        declared = annotation.id if isinstance(annotation, ast.Name) else (
            annotation.value if isinstance(annotation, ast.Constant) else None)
        if declared not in _SCALAR_ANNOTATIONS or function.lookup(declared):
            return False  # not a scalar, or a rebound builtin
        traced = self.traces.traced
        how = traced.params(function).get(name, Tracing.NONE)
        default = function.default_of(name)
        return (
            bool(how & Tracing.STAGED) and not how & Tracing.MAPPED
            and bool(traced.entered(function) & Tracing.STAGED)
            and not traced.traced_if_array(function, name)
            and not (isinstance(default, ast.Constant) and default.value is None)
        )

    def leaf(self, node: ast.expr, scope: Scope, entry: Entry) -> bool:
        """``node`` handed on through ``entry`` (jit, a lax primitive, vmap) is one tracer."""
        return self._leaf(node, scope, entry, None)

    def _leaf(self, node: ast.expr, scope: Scope, entry: Entry, index: Optional[int], depth: int = 0) -> bool:
        if depth > 10:
            return False
        if index is not None:
            items = literal_sequence(node)
            return items is not None and index < len(items) and self._leaf(items[index], scope, entry, None, depth + 1)
        names = self.names
        if is_array(self.kinds.kind(node, scope)):
            return True
        if isinstance(node, ast.Call) and names.qualified_name(node.func, scope) in NUMPY_ARRAYS:
            return True
        if entry is not Entry.STAGED:
            return False  # vmap maps arrays; a Python scalar there is vmap's own error
        if is_number(node) or is_bool_literal(node) or (
            isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Not, ast.USub)) and is_number(node.operand)
        ):
            return True
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            return True  # a bool
        if isinstance(node, ast.Compare) and not any(
            isinstance(op, (ast.Is, ast.IsNot, ast.In, ast.NotIn)) for op in node.ops
        ):
            return True
        if isinstance(node, (ast.Attribute, ast.Subscript)):
            # a flag read off a config, a dict literal or parsed arguments, as they set it
            held = self.configs.held(node, scope)
            if held is not None:
                return all(_staged_leaf(value) if where is None else self._leaf(value, where, entry, None, depth + 1)
                           for value, where in held)
            return self.configs.parsed_scalar(node, scope) or self.configs.absl_scalar(node, scope)
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            reaching = names.binding(node.id, scope, node) if any(
                isinstance(binding, Param) for binding in bindings or ()) else None
            if isinstance(reaching, Param) and node.id not in names.mutated_names:
                # ``train`` of ``def __call__(self, x, train)`` handed on to a staged block: a
                # leaf on the calls (init/apply's too) that hand it one, as they hand it
                traces = self.traces
                return any(self._leaf(fed, where, entry, None, depth + 1) for fed, where, how in
                           traces.fed_arguments(reaching.scope, reaching.name, shapes=True) if how is Entry.DIRECT
                           ) or any(how == Entry.DIRECT.value and _staged_leaf(handed) for handed, how in
                                    traces.handed_from_project(reaching.scope, reaching.name))
            return bool(bindings) and all(
                isinstance(b, Assigned) and self._leaf(b.value, b.scope, entry, None, depth + 1) for b in bindings
            )
        return False


_SCALAR_ANNOTATIONS = frozenset({"bool", "int", "float"})


def _staged_leaf(handed) -> bool:
    """What a call in another module hands as it is (a :class:`~..project.Handed`) is one
    tracer once staged: a Python number or bool, or an array."""
    return not handed.none and not handed.sequence and (
        handed.number or handed.array or handed.jax_array or handed.numpy or handed.dtype == "bool")


class NumpyArrays:
    """Values that are NumPy arrays for sure: a call of a NumPy array constructor
    (``np.array``, ``np.arange``, ``np.zeros``...), or a name every binding of which is one
    and that nothing updates in place (``buf += t`` rebinds ``buf`` to whatever ``+``
    gives: a tracer, when ``t`` is one).  Indexing one with a tracer converts the tracer."""

    def __init__(self, names: Names) -> None:
        self.names = names

    def is_numpy_array(self, node: ast.expr, scope: Scope, depth: int = 0, numbers: bool = False) -> bool:
        """With ``numbers``: one whose elements are numbers (no constructor asks for
        ``dtype=object``, whose elements may be anything, tracers included)."""
        names = self.names
        if depth > 10:
            return False
        if isinstance(node, ast.Call):
            return names.qualified_name(node.func, scope) in NUMPY_ARRAYS and not (numbers and _object_dtype(node))
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            return (
                bool(bindings)
                and node.id not in names.mutated_names
                and all(self._binds_numpy_array(b, depth, numbers) for b in bindings)
            )
        if isinstance(node, ast.Subscript):  # ``np.meshgrid(x, y)[0]``
            index = node.slice
            return (isinstance(index, ast.Constant) and type(index.value) is int
                    and self.is_array_sequence(node.value, scope, depth + 1))
        return False

    def _binds_numpy_array(self, binding, depth: int, numbers: bool) -> bool:
        if isinstance(binding, Assigned):
            return self.is_numpy_array(binding.value, binding.scope, depth + 1, numbers)
        if isinstance(binding, Unpacked):  # ``xx, yy = np.meshgrid(x, y)`` (a flat tuple of names)
            return binding.index is not None and self.is_array_sequence(binding.value, binding.scope, depth + 1)
        if isinstance(binding, Iterated):  # ``for g in np.indices(shape)`` (a name, not a tuple, as target)
            return binding.index is None and self.is_array_sequence(binding.iterable, binding.scope, depth + 1)
        return False

    def is_array_sequence(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        """``node`` holds a list or tuple of NumPy arrays, each at least 1-D: a call of
        ``NUMPY_ARRAY_SEQUENCES`` (``np.meshgrid``, ``np.indices``, ``np.split``...), ``np.mgrid``
        or ``np.ogrid`` over two slices or more, or a name bound only to those that nothing
        changes in place."""
        names = self.names
        if depth > 10:
            return False
        if isinstance(node, ast.Call):
            return names.qualified_name(node.func, scope) in NUMPY_ARRAY_SEQUENCES
        if isinstance(node, ast.Subscript):
            index = node.slice
            return (isinstance(index, ast.Tuple) and len(index.elts) >= 2
                    and all(isinstance(e, ast.Slice) for e in index.elts)
                    and names.qualified_name(node.value, scope) in NUMPY_GRIDS)
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            return (
                bool(bindings)
                and all(isinstance(b, Assigned) and self.is_array_sequence(b.value, b.scope, depth + 1)
                        for b in bindings)
                and node.id not in names.mutated_names
                and not names.changed_in_place(node.id)
            )
        return False


def _keeps_axes(index: ast.expr) -> bool:
    """An index of slices, ``None`` and ``...`` only: it keeps every axis (and adds some)."""
    parts = index.elts if isinstance(index, ast.Tuple) else [index]
    return bool(parts) and all(
        isinstance(p, ast.Slice) or (isinstance(p, ast.Constant) and (p.value is None or p.value is Ellipsis)) for p in parts
    )


def _object_dtype(call: ast.Call) -> bool:
    """A constructor call that may ask for ``dtype=object`` (an argument past the first, or a
    ``dtype=``, naming ``object``, ``"O"`` or ``np.object_``)."""
    for value in [*call.args[1:], *(k.value for k in call.keywords if k.arg == "dtype")]:
        named = value.id if isinstance(value, ast.Name) else value.attr if isinstance(value, ast.Attribute) else (
            value.value if isinstance(value, ast.Constant) else None)
        if named in ("object", "object_", "O", "|O"):
            return True
    return False
