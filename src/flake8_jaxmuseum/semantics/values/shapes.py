"""Literal shape inference: the shapes a reader can see without running anything.

``shape_of`` answers a tuple of ints when the shape is proven by literal constructors
(``jnp.ones((32, 8))``, ``jnp.arange(10)``, nested-list ``jnp.array``,
``jax.random.normal(key, (n, d))``...) followed through names, broadcasting
arithmetic, matmul, elementwise functions, reductions (full or over literal axes),
reshape, transpose, int indexing, stack and concatenate; otherwise it answers None
and the rules stay silent.  Dimensions may be names bound to ints (``n, d = 16, 4``)
and simple int arithmetic on them.

Inference is flow-insensitive: a name's shape is the one shape all its bindings agree
on.  Names whose value can change without a new binding (``x += y``, which may
broadcast an array to a new shape; ``x.shape = ...``; ``x.resize(...)``) are never
trusted, and a name met again while its own shape is being worked out (``x = x + 1``)
answers None, which keeps the work linear.
"""

from __future__ import annotations

import ast
from typing import Optional

from ...astutil import const_int, has_star_args, is_constant, is_number, literal_sequence, subscript_indices
from ..jaxapi import (
    ARRAY_METHODS,
    ARRAY_MODULES,
    CLASS_AXIS_LOSSES,
    ELEMENTWISE_LOSSES,
    LEGACY_KEYS,
    RANDOM_SAMPLERS,
    SHAPE_CONSTRUCTORS,
    SHAPE_PRESERVING_METHODS,
    TYPED_KEYS,
    optax_loss_name,
)
from ..jaxapi.library import keeps_shape, reduces
from ..names import Names
from ..scopes import Assigned, Iterated, Param, Scope, Unpacked, agreed_over_bindings
from ..tracing_kinds import Entry
from .shape_algebra import Shape, broadcast, matmul, normalise_axes, size
from .shape_bindings import BindingShapes
from .shape_calls import _ARRAY_FUNCTION_SHAPES, CallShapes, _Arguments
from ..traces import Traces
from .dtypes import DtypeKinds
from .proofs import ArrayProof
from .reductions import matmul_rank, reduced_rank, reduction_call
from .sequences import PythonSequences



class ShapeInference(CallShapes, BindingShapes):
    def __init__(
        self, names: Names, traces: Traces, arrays: ArrayProof, sequences: PythonSequences, dtype_kinds: DtypeKinds
    ) -> None:
        self.names = names
        self.traces = traces
        # What exact_rank asks of the value domain: a receiver proven an array, or of a dtype kind.
        self.arrays = arrays
        self.sequences = sequences
        self.dtype_kinds = dtype_kinds
        self._active: set = set()  # (id of a bindings list) being resolved right now
        self._memo: dict = {}  # id of a bindings list -> its shape, when no env is involved
        self._fed: dict = {}  # (function, parameter) -> what every call hands it, or None
        self._dict_stores: Optional[set] = None  # names whose dict entries are stored or updated

    def _is_rebound(self, name: str) -> bool:
        return name in self.names.mutated_names

    def _single_value(self, name: str, scope: Scope) -> Optional[list]:
        """The Assigned bindings of a name that is never rebound in place, or None."""
        bindings = scope.lookup(name)
        if not bindings or self._is_rebound(name) or not all(isinstance(b, Assigned) for b in bindings):
            return None
        return bindings

    def int_value(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[int]:
        """An int the source proves: a literal, a name every binding of which is that int, or
        ``+ - * //`` of such."""
        value = const_int(node)
        if value is not None or depth > 20:
            return value
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv)):
            left = self.int_value(node.left, scope, depth + 1)
            right = self.int_value(node.right, scope, depth + 1)
            if left is None or right is None:
                return None
            if isinstance(node.op, ast.Add):
                return left + right
            if isinstance(node.op, ast.Sub):
                return left - right
            if isinstance(node.op, ast.Mult):
                return left * right
            return left // right if right else None
        if isinstance(node, ast.Name):
            return self._agreed(node.id, scope, lambda b: self.int_value(b.value, b.scope, depth + 1))
        return None

    def _agreed(self, name: str, scope: Scope, evaluate) -> object:
        """The one value ``evaluate`` gives for every binding of a never-mutated name, or None."""
        bindings = self._single_value(name, scope)
        if bindings is None or id(bindings) in self._active:
            return None
        self._active.add(id(bindings))
        try:
            values = {evaluate(binding) for binding in bindings}
        finally:
            self._active.discard(id(bindings))
        return values.pop() if len(values) == 1 and None not in values else None

    def _number(self, node: ast.expr, scope: Scope) -> Optional[int]:
        """An int, or a float literal with an integral value (``4.0``)."""
        value = self.int_value(node, scope)
        if value is not None:
            return value
        negative = isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)
        inner = node.operand if negative else node
        if isinstance(inner, ast.Constant) and type(inner.value) is float:
            number = inner.value
            if number.is_integer():
                return -int(number) if negative else int(number)
        return None

    def shape_value(self, node: ast.expr, scope: Scope, env: Optional[dict] = None, depth: int = 0) -> Optional[Shape]:
        """A shape argument: ``8``, ``(n, 2 * d)``, a name bound to one, or ``x.shape``."""
        if depth > 20:
            return None
        single = self.int_value(node, scope)
        if single is not None:
            return (single,) if single >= 0 else None
        items = literal_sequence(node)
        if items is not None:
            dims = [self.int_value(item, scope) for item in items]
            if any(d is None or d < 0 for d in dims):
                return None
            return tuple(dims)
        if isinstance(node, ast.Attribute) and node.attr == "shape":
            return self.shape_of(node.value, scope, env, depth + 1)
        if isinstance(node, ast.Name):
            return self._agreed(node.id, scope, lambda b: self.shape_value(b.value, b.scope, None, depth + 1))
        return None

    def _reshaped(self, base: Optional[Shape], target_nodes: list, scope: Scope) -> Optional[Shape]:
        if base is None or not target_nodes:
            return None
        if len(target_nodes) == 1:
            single = self.int_value(target_nodes[0], scope)
            if single is not None:
                dims = [single]
            else:
                items = literal_sequence(target_nodes[0])
                if items is None:
                    target = self.shape_value(target_nodes[0], scope)
                    return target if target is not None and size(target) == size(base) else None
                dims = [self.int_value(item, scope) for item in items]
        else:
            dims = [self.int_value(item, scope) for item in target_nodes]
        if any(d is None or d < -1 for d in dims) or dims.count(-1) > 1:
            return None
        known = size([d for d in dims if d != -1])
        if -1 in dims:
            if known == 0 or size(base) % known:
                return None
            dims = [size(base) // known if d == -1 else d for d in dims]
        return tuple(dims) if size(dims) == size(base) else None

    def _reduced(
        self,
        base: Optional[Shape],
        axis: Optional[ast.expr],
        keepdims: Optional[ast.expr],
        scope: Scope,
    ) -> Optional[Shape]:
        if base is None:
            return None
        keep = False
        if keepdims is not None:
            if not (is_constant(keepdims, True) or is_constant(keepdims, False)):
                return None
            keep = keepdims.value is True
        if axis is None or is_constant(axis, None):
            return (1,) * len(base) if keep else ()
        single = self.int_value(axis, scope)
        if single is not None:
            value: object = single
        else:
            items = literal_sequence(axis)
            if items is None:
                return None
            values = [self.int_value(item, scope) for item in items]
            if any(v is None for v in values):
                return None
            value = tuple(values)
        axes = normalise_axes(value, len(base))
        if axes is None:
            return None
        if keep:
            return tuple(1 if i in axes else d for i, d in enumerate(base))
        return tuple(d for i, d in enumerate(base) if i not in axes)

    def shape_of(self, node: ast.expr, scope: Scope, env: Optional[dict] = None, depth: int = 0) -> Optional[Shape]:
        """``env`` maps parameter names of ``scope`` to shapes (a call's arguments)."""
        if depth > 30:
            return None
        if is_number(node):
            return ()
        if isinstance(node, ast.Name):
            return self._name_shape(node, scope, env, depth)
        if isinstance(node, ast.UnaryOp) and not isinstance(node.op, ast.Not):
            return self.shape_of(node.operand, scope, env, depth + 1)
        if isinstance(node, ast.BinOp):
            left = self.shape_of(node.left, scope, env, depth + 1)
            right = self.shape_of(node.right, scope, env, depth + 1)
            if left is None or right is None:
                return None
            if isinstance(node.op, ast.MatMult):
                return matmul(left, right)
            return broadcast(left, right)
        if isinstance(node, ast.Attribute) and node.attr == "T":
            shape = self.shape_of(node.value, scope, env, depth + 1)
            return None if shape is None else tuple(reversed(shape))
        if isinstance(node, ast.Subscript):
            return self._subscript_shape(node, scope, env, depth)
        if isinstance(node, ast.Call):
            return self._call_shape(node, scope, env, depth)
        return None

    def _subscript_shape(self, node: ast.Subscript, scope: Scope, env: Optional[dict], depth: int) -> Optional[Shape]:
        """``x[i]`` and ``x[i, j]`` (Python's ``x[(i, j)]``) with int indices drop the leading axes;
        ``batch["x"]`` of a dict literal is its entry's shape.  An index whose value is unknown
        drops its axis too when it is proven one integer: a Python int (a ``range`` loop's
        variable, ``len(...)``) or an integer scalar (a ``fori_loop`` body's index, traced):
        JAX takes one element there whatever the value (a traced one clamped)."""
        if isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
            return self.entry_shape(node.value, node.slice.value, scope, depth + 1)
        indices = []
        for element in subscript_indices(node):
            if isinstance(element, (ast.Slice, ast.Starred)):
                return None
            index = self.int_value(element, scope)
            if index is None and not self._one_integer(element, scope, env, depth):
                return None
            indices.append(index)
        base = self.shape_of(node.value, scope, env, depth + 1)
        if base is None or len(indices) > len(base):
            return None
        if any(index is not None and not -dim <= index < dim for index, dim in zip(indices, base)):
            return None
        return base[len(indices):]

    def _name_shape(self, use: ast.Name, scope: Scope, env: Optional[dict], depth: int) -> Optional[Shape]:
        name = use.id
        every = scope.lookup(name)
        if not every or self._is_rebound(name):
            return None
        bindings = self.names.reaching(name, scope, use)  # the latest, in straight-line code
        if not bindings:
            return None
        key = (id(every), tuple(id(b) for b in bindings))
        if key in self._active:
            return None  # ``x = x + 1``: the shape depends on itself
        # Without parameter shapes the answer depends only on the bindings; a None cut
        # short by a cycle or the depth bound only makes later answers more cautious.
        memo = env is None
        if memo and key in self._memo:
            return self._memo[key]
        self._active.add(key)
        result = None
        try:
            shapes = set()
            for binding in bindings:
                if isinstance(binding, Param):
                    if env is not None and binding.scope is scope and name in env:
                        shapes.add(env[name])
                    else:
                        shapes.add(self._fed_shape(binding.scope, name, depth))
                elif isinstance(binding, Assigned):
                    inner_env = env if binding.scope is scope else None
                    shapes.add(self.shape_of(binding.value, binding.scope, inner_env, depth + 1))
                elif isinstance(binding, Iterated) and binding.index is None:
                    shapes.add(self._element_shape(binding.iterable, binding.scope, depth + 1))
                elif isinstance(binding, Unpacked) and binding.index is not None:
                    shapes.add(self._unpacked_shape(binding.value, binding.index, binding.scope, depth + 1))
                else:
                    return None
                if None in shapes or len(shapes) > 1:
                    break
            else:
                result = shapes.pop()
        finally:
            self._active.discard(key)
        if memo:
            self._memo[key] = result
        return result

    # ---- across calls: what every call of the module hands a parameter -------------------
    def _fed_calls(self, function: Scope, name: str) -> Optional[tuple]:
        """The calls handing ``function`` its parameter ``name`` as it is (directly, through jit or
        grad; not vmap): ((argument, its scope) of each call here, the :class:`.project.Handed` of
        each in another module); None when one may not (a default, a slice), or none is seen."""
        if name in function.defaulted:
            return None
        if self.traces.hands_slices(function, name):
            return None  # scan's ``x`` is one row of ``xs``
        fed = []
        for value, where, entry in self.traces.fed_arguments(function, name, shapes=True):
            if entry is Entry.MAPPED or isinstance(value, ast.Starred):
                return None
            fed.append((value, where))
        handed = []
        for fact, through in self.traces.handed_from_project(function, name):
            if through == Entry.MAPPED.value:
                return None
            handed.append(fact)
        return (fed, handed) if fed or handed else None

    def _agreed_over_calls(self, key: tuple, function: Scope, name: str, evaluate, handed=None) -> object:
        """The one value ``evaluate(argument, scope)`` (``handed(fact)`` for a call in another
        module) gives for what every call hands the parameter; None: calls disagree, or cycle."""
        if key not in self._fed:
            self._fed[key] = None  # a call cycle proves nothing
            calls, facts = self._fed_calls(function, name) or ((), ())
            values = {evaluate(value, where) for value, where in calls}
            values.update(handed(fact) if handed is not None else None for fact in facts)
            self._fed[key] = values.pop() if len(values) == 1 else None
        return self._fed[key]

    def parameter_shape(self, function: Scope, name: str) -> Optional[Shape]:
        """The shape every call of the module hands ``function``'s parameter ``name``, or None."""
        return self._fed_shape(function, name, 0)

    def parameter_rank_at_least(self, function: Scope, name: str) -> int:
        """The least rank of what the calls of the module hand a parameter (0: nothing known)."""
        return self._fed_rank(function, name, 0)

    def _fed_shape(self, function: Scope, name: str, depth: int) -> Optional[Shape]:
        """The shape every call of the module hands ``function``'s parameter ``name``; for a
        ``lax.scan`` (or ``lax.map``) body's ``x``, a row of the ``xs`` every such call scans."""
        if self.traces.hands_slices(function, name):
            return self._scanned_shape(function, name, depth)
        return self._agreed_over_calls(
            ("shape", function, name), function, name, lambda value, where: self.shape_of(value, where, None, depth + 1),
            lambda fact: fact.shape,
        )

    def entry_shape(self, base: ast.expr, key: str, scope: Scope, depth: int) -> Optional[Shape]:
        """The shape of entry ``key`` of the dict literal ``base`` holds: the literal itself,
        a name bound only to such literals (and never stored into or updated), or a
        parameter every call hands one."""
        if depth > 30:
            return None
        if isinstance(base, ast.Dict):
            if not all(isinstance(k, ast.Constant) for k in base.keys):
                return None  # ``**other`` or a computed key may be the one asked for
            entries = [v for k, v in zip(base.keys, base.values) if k.value == key]
            if len(entries) != 1:
                return None
            return self.shape_of(entries[0], scope, None, depth + 1)
        if not isinstance(base, ast.Name) or base.id in self.dict_stored():
            return None
        bindings = scope.lookup(base.id)
        if not bindings:
            return None
        shapes = set()
        for binding in bindings:
            if isinstance(binding, Assigned):
                shapes.add(self.entry_shape(binding.value, key, binding.scope, depth + 1))
            elif isinstance(binding, Param):
                shapes.add(self._agreed_over_calls(
                    ("entry", binding.scope, base.id, key), binding.scope, base.id,
                    lambda value, where: self.entry_shape(value, key, where, depth + 1),
                    lambda fact: dict(fact.entries).get(key),
                ))
            else:
                return None
        return shapes.pop() if len(shapes) == 1 else None

    def dict_stored(self) -> set:
        """Names something stores an entry into (``d[k] = v``, ``d.update(...)``), anywhere."""
        if self._dict_stores is None:
            stored = set()
            for scope in self.names.scopes:
                stored.update(t.value.id for t, _ in scope.subscript_stores if isinstance(t.value, ast.Name))
                stored.update(
                    call.func.value.id for call in scope.calls
                    if isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name)
                    and call.func.attr in ("update", "pop", "setdefault", "clear", "popitem", "__setitem__")
                )
            self._dict_stores = stored
        return self._dict_stores

    # ---- ranks where the shape is not proven ----------------------------------------------
    def rank_at_least(self, node: ast.expr, scope: Scope, env: Optional[dict] = None, depth: int = 0,
                      unshaped: bool = False) -> int:
        """A lower bound on the rank of what ``node`` holds, for when its shape is not proven (``unshaped``:
        known not to be): broadcasting (arithmetic, element-wise functions, optax's per-example losses)
        never lowers its operands' ranks.  0 when nothing is known."""
        if depth > 30:
            return 0
        shape = None if unshaped else self.shape_of(node, scope, env, depth)
        if shape is not None:
            return len(shape)
        if isinstance(node, ast.UnaryOp) and not isinstance(node.op, ast.Not):
            return self.rank_at_least(node.operand, scope, env, depth + 1)
        if isinstance(node, ast.BinOp):
            if isinstance(node.op, ast.MatMult):
                return self._matmul_rank_at_least(node, scope, env, depth)
            return max(self.rank_at_least(side, scope, env, depth + 1) for side in (node.left, node.right))
        if isinstance(node, ast.Name):
            every = scope.lookup(node.id)
            if not every or self._is_rebound(node.id):
                return 0
            # The bindings that reach this use (``y = one_hot(y)`` then ``y = y * 0.9``: the latest).
            bindings = self.names.reaching(node.id, scope, node)
            key = ("rank", id(every), tuple(id(b) for b in bindings))
            if not bindings or key in self._active or not all(isinstance(b, (Assigned, Param)) for b in bindings):
                return 0
            self._active.add(key)
            try:
                return min(self._fed_rank(b.scope, node.id, depth) if isinstance(b, Param)
                           else self.rank_at_least(b.value, b.scope, None, depth + 1) for b in bindings)
            finally:
                self._active.discard(key)
        if isinstance(node, ast.Call) and not any(k.arg is None for k in node.keywords):
            reduced = self._reduction_rank(node, scope, env, depth)
            if reduced is not None:
                return reduced
            # a constructor's or a reduction's rank, proven exactly
            return (  # (its shape not proven here: not asked again, deeper)
                self._call_rank(node, scope, env, depth) or self.exact_rank(node, scope, depth + 1, unshaped)
                or self._model_rank(node, scope, depth) or self._mapped_rank(node, scope)
                or self._helper_rank(node, scope, depth)
            )
        return 0

    def _matmul_rank_at_least(self, node: ast.BinOp, scope: Scope, env: Optional[dict], depth: int) -> int:
        """``a @ b``: exact when both ranks are, else the larger of two matrices' (or more)."""
        exact = matmul_rank(*(self.exact_rank(side, scope, depth + 1) for side in (node.left, node.right)))
        if exact is not None:
            return exact
        left, right = (self.rank_at_least(side, scope, env, depth + 1) for side in (node.left, node.right))
        return max(left, right) if min(left, right) >= 2 else 0

    def _reduction_rank(self, call: ast.Call, scope: Scope, env: Optional[dict], depth: int) -> Optional[int]:
        """A lower bound on the rank of a reduction over literal axes (``x.sum(axis=0)``,
        ``jnp.max(x, 1)``) of an input whose rank has one; None: not such a reduction."""
        qualname = self.names.qualified_name(call.func, scope)
        reduction = reduction_call(call, qualname)
        if reduction is None:
            return None
        rank = self.rank_at_least(reduction.operand, scope, env, depth + 1)
        if not rank:
            return None
        return reduced_rank(reduction, rank, lambda axis: self.int_value(axis, scope), exact=False)

    def exact_rank(self, node: ast.expr, scope: Scope, depth: int = 0, unshaped: bool = False) -> Optional[int]:
        """The rank of what ``node`` holds when it is proven though its shape is not (``unshaped``: known
        not to be): a full reduction (``x.sum()``, ``jnp.mean(x)``) is a scalar, ``jnp.zeros((n, d))`` a
        matrix, arithmetic and element-wise functions of proven ranks the largest of them, a name every binding
        of which (a parameter every call) has that rank.  None: not proven."""
        if depth > 30:
            return None
        shape = None if unshaped else self.shape_of(node, scope, None, depth)
        if shape is not None:
            return len(shape)
        if isinstance(node, ast.UnaryOp) and not isinstance(node.op, ast.Not):
            return self.exact_rank(node.operand, scope, depth + 1)
        if isinstance(node, ast.BinOp):
            left, right = (self.exact_rank(side, scope, depth + 1) for side in (node.left, node.right))
            if isinstance(node.op, ast.MatMult):
                return matmul_rank(left, right)
            return None if left is None or right is None else max(left, right)
        if isinstance(node, ast.Subscript):
            indices = subscript_indices(node)
            if not all(self.int_value(index, scope) is not None for index in indices):
                return None
            base = self.exact_rank(node.value, scope, depth + 1)
            return None if base is None or base < len(indices) else base - len(indices)
        if isinstance(node, ast.Call) and not has_star_args(node):
            return self._call_exact_rank(node, scope, depth)
        if isinstance(node, ast.Name) and not self._is_rebound(node.id):
            return agreed_over_bindings(
                self.names.reaching(node.id, scope, node), self._active, ("exact rank", id(node)),
                lambda binding: self.exact_rank(binding.value, binding.scope, depth + 1),
                lambda binding: self._agreed_over_calls(
                    ("exact rank", binding.scope, node.id), binding.scope, node.id,
                    lambda value, where: self.exact_rank(value, where, depth + 1), lambda fact: fact.rank,
                ),
            )
        return None

    def _call_exact_rank(self, call: ast.Call, scope: Scope, depth: int) -> Optional[int]:
        names = self.names
        func = call.func
        if isinstance(func, ast.Attribute) and names.qualified_name(func, scope) is None:
            receiver = func.value
            if not (self.arrays.expression(receiver, scope) or self.dtype_kinds.kind(receiver, scope)):
                return None
            reduction = reduces(f"jax.numpy.{func.attr}") if func.attr in ARRAY_METHODS else None
            if reduction is not None and reduction.arity == 1 and not call.args and not call.keywords:
                return 0
            over_axes = reduction_call(call, None)
            if over_axes is not None:
                rank = self.exact_rank(receiver, scope, depth + 1)
                return reduced_rank(over_axes, rank, lambda axis: self.int_value(axis, scope), exact=True)
            if func.attr in SHAPE_PRESERVING_METHODS and len(call.args) <= 1 and not call.keywords:
                return self.exact_rank(receiver, scope, depth + 1)
            return None
        qualname = names.qualified_name(func, scope)
        module, _, name = (qualname or "").rpartition(".")
        if module not in ("jax.numpy", "jax.numpy.linalg", "jax.nn", "jax.scipy.special"):
            return None
        positional = call.args
        reduction = reduces(qualname)
        if reduction is not None and reduction.arity == 1 and len(positional) == 1 and not call.keywords:
            return 0
        over_axes = reduction_call(call, qualname)
        if over_axes is not None:
            rank = self.exact_rank(over_axes.operand, scope, depth + 1)
            return reduced_rank(over_axes, rank, lambda axis: self.int_value(axis, scope), exact=True)
        elementwise = keeps_shape(qualname, 1, bool(call.keywords))
        if elementwise is not None and len(positional) == 1:
            rank = self.exact_rank(positional[0], scope, depth + 1)
            return rank if rank is not None and rank >= elementwise.min_rank else None
        if module == "jax.numpy" and name in SHAPE_CONSTRUCTORS and positional:
            shape = positional[0]
            items = literal_sequence(shape)
            if items is not None:
                return len(items)
            return 1 if self.sequences.is_int(shape, scope) else None
        return None

    def _fed_rank(self, function: Scope, name: str, depth: int) -> int:
        """The least rank of what the calls of the module hand a parameter (batches of 16
        here and of 8 there are both matrices); 0 unless every call is read."""
        key = ("rank", function, name)
        if key not in self._fed:
            self._fed[key] = 0  # a call cycle proves nothing
            calls, facts = self._fed_calls(function, name) or ((), ())
            self._fed[key] = min([*(self.rank_at_least(v, where, None, depth + 1) for v, where in calls),
                                  *(fact.least_rank for fact in facts)], default=0)
        return self._fed[key]

    def _call_rank(self, call: ast.Call, scope: Scope, env: Optional[dict], depth: int) -> int:
        qualname = self.names.qualified_name(call.func, scope)
        if qualname is None:
            return 0
        qualname = optax_loss_name(qualname)
        arrays = list(call.args) + [k.value for k in call.keywords if k.arg not in ("delta", "axis", "where")]
        elementwise = qualname in ELEMENTWISE_LOSSES or keeps_shape(qualname, len(call.args), bool(call.keywords))
        if elementwise and not any(isinstance(a, ast.Starred) for a in arrays):
            return max((self.rank_at_least(a, scope, env, depth + 1) for a in arrays), default=0)
        if qualname == "jax.nn.one_hot" and call.args and not isinstance(call.args[0], ast.Starred):
            # one axis more than the labels, whatever the number of classes (or where ``axis=`` puts it)
            return self.rank_at_least(call.args[0], scope, env, depth + 1) + 1
        if qualname in CLASS_AXIS_LOSSES:
            given = dict(zip(("logits", "labels"), call.args)) | {k.arg: k.value for k in call.keywords}
            if set(given) != {"logits", "labels"} or len(call.args) > 2:
                return 0
            logits, labels = (self.rank_at_least(given[n], scope, env, depth + 1) for n in ("logits", "labels"))
            if qualname.endswith("integer_labels"):
                return max(logits - 1, labels)
            return max(logits, labels) - 1 if max(logits, labels) else 0
        return 0

    def _call_shape(self, call: ast.Call, scope: Scope, env: Optional[dict], depth: int) -> Optional[Shape]:
        func = call.func
        if has_star_args(call):
            return None  # ``*args`` or ``**kwargs``
        args = _Arguments(self, list(call.args), {k.arg: k.value for k in call.keywords}, scope, env, depth)
        qualname = self.names.qualified_name(func, scope)
        if qualname is None and isinstance(func, ast.Name):
            return self._returned_shape(call, args)
        if qualname is None:
            if isinstance(func, ast.Attribute) and (func.attr == "randn" or self._numpy_generator(func.value, scope)):
                # (``randn(10, 4)`` draws that shape of any generator: a test's ``self.rng()`` too)
                return self._numpy_random_shape(func.attr, args)
            return self._method_shape(call, args) if isinstance(func, ast.Attribute) else None
        if qualname.startswith("numpy.random."):
            return self._numpy_random_shape(qualname[len("numpy.random."):], args)
        if qualname in LEGACY_KEYS or qualname in TYPED_KEYS:
            return (2,) if qualname in LEGACY_KEYS else ()
        if qualname == "jax.random.split":
            return self._split_shape(args)
        if qualname == "jax.nn.one_hot":
            return self._one_hot_shape(args)
        module, _, name = qualname.rpartition(".")
        module += "."
        if module == "jax.random." and name in RANDOM_SAMPLERS:
            return self._random_shape(name, args)
        if module in ARRAY_MODULES:
            constructor = _ARRAY_FUNCTION_SHAPES.get(name)
            if constructor is not None:
                return constructor(self, name, args)
        over_axes = reduction_call(call, qualname)
        if over_axes is not None:
            return self._reduced(args.shape(0), over_axes.axis, over_axes.keepdims, scope)
        return self._generic_shape(qualname, args)
