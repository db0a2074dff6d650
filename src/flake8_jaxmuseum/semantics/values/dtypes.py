"""Dtypes: which expressions provably hold integers (a Python int, or a JAX array of an
integer dtype), never a float; and the dtype kind (bool, int, inexact) an expression holds.

Proven only from what fixes the dtype on every JAX configuration: a Python int (see
:mod:`.sequences`), ``jnp.arange`` of int arguments, ``jnp.array``/``jnp.asarray`` of int
literals (nested lists or tuples), ``jnp.zeros``/``ones``/``full``/``arange``/``array`` (and NumPy's
``zeros``/``ones``/``full``/``empty``) with an integer ``dtype=``, ``np.fromfunction`` of an
integer-closed lambda over integer coordinates, ``x.astype(int)`` (or a jnp integer type), a
library function whose output is an integer array whatever its input (``jnp.argmax``,
``jax.random.randint``: the library table; NumPy's ``random.randint``, ``argmax``...), ``jnp.array``/``asarray``
(NumPy's too) of integers (an integer array, or a name bound to int literals), ``full`` of an int fill, a
``*_like`` of an integer array, ints under ``+ - * // %`` (``jnp.arange(3) * 2``), a call of a plain def of the module every return
of which is one of those, or a name every binding of which reaching the use is one of those.
Whatever else (a parameter, another function's result, another NumPy array) is not known, and
keeps the rules silent.
"""

from __future__ import annotations

import ast
from typing import Optional

from ...astutil import const_int, keyword, positional_args
from ..jaxapi import (
    BOOL_FUNCTIONS,
    FLOAT_CONSTRUCTORS,
    FLOAT_SAMPLERS,
    INEXACT_FUNCTIONS,
    INT_FUNCTIONS,
    KIND_KEEPING_REDUCTIONS,
)
from ..jaxapi.arrays import LAYOUT_ATTRIBUTES, LAYOUT_FUNCTIONS, LAYOUT_METHODS
from ..jaxapi.library import library_returns
from ..names import Names, always_returns
from ..scopes import Assigned, Param, Scope, Unpacked, agreed_over_bindings, the_one
from ..traces import Traces
from .proofs import ArrayProof
from .sequences import PythonSequences

MAX_DEPTH = 10
_INTEGER_TYPES = frozenset(
    f"jax.numpy.{name}" for name in "int8 int16 int32 int64 uint8 uint16 uint32 uint64 integer".split()
) | frozenset(f"numpy.{name}" for name in "int8 int16 int32 int64 uint8 uint16 uint32 uint64".split())
_INTEGER_NAMES = frozenset("int8 int16 int32 int64 uint8 uint16 uint32 uint64".split())
# jax.numpy constructors whose dtype= fixes the result's dtype.
_CONSTRUCTORS = frozenset(f"jax.numpy.{name}" for name in "array asarray arange zeros ones full".split()) | frozenset(
    # NumPy's take the same integer dtype from int arguments (int64, int32 once in JAX): only these
    f"numpy.{name}" for name in "array asarray arange".split()
) | frozenset(
    # ... and these an integer dtype= (only: their default is float, or the fill value's)
    f"numpy.{name}" for name in "zeros ones full empty".split()
)
# ``np.fromfunction(f, shape, dtype=...)``: f's result on coordinates of that dtype.
_FROM_FUNCTION = "numpy.fromfunction"
# ``*_like`` constructors: the dtype of the array they copy the shape of, unless dtype= says otherwise.
_LIKE = frozenset(f"{module}.{name}" for module in ("jax.numpy", "numpy")
                  for name in "zeros_like ones_like empty_like full_like".split())
# NumPy functions that return integers whatever their input (NumPy's default int).
_NUMPY_INT_RETURNS = frozenset({"numpy.random.randint", "numpy.argmax", "numpy.argmin", "numpy.argsort"})
_INT_CLOSED = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod)


class IntegerValues:
    def __init__(self, names: Names, traces: Traces, sequences: PythonSequences) -> None:
        self.names = names
        self.traces = traces
        self.sequences = sequences

    def holds(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        """``node`` provably holds integers: a Python int or an integer JAX array."""
        if depth > MAX_DEPTH:
            return False
        names = self.names
        if isinstance(node, ast.Call):
            return self._integer_call(node, scope, depth)
        if isinstance(node, ast.BinOp):  # ``jnp.arange(3) * 2``: ints under ``+ - * // %`` stay ints
            return isinstance(node.op, _INT_CLOSED) and self.holds(node.left, scope, depth + 1) and self.holds(
                node.right, scope, depth + 1)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd, ast.Invert)):
            return self.holds(node.operand, scope, depth + 1)
        if isinstance(node, ast.Attribute) and node.attr in LAYOUT_ATTRIBUTES:
            return self._integer_array(node.value, scope, depth + 1)  # x.T
        if isinstance(node, ast.Name):
            if node.id in names.mutated_names:
                return False  # ``x += 0.5`` makes it a float
            bindings = names.reaching(node.id, scope, node)
            if bindings and all(
                isinstance(b, Assigned) and self.holds(b.value, b.scope, depth + 1) for b in bindings
            ):
                return True
        return self.sequences.is_int(node, scope)

    def integer_leaf(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[ast.expr]:
        """``node`` when it provably holds integers, else the first leaf that does of the
        dict, list or tuple literal it is (or that the name ``node`` was bound to once, no code
        changing it in place): a pytree with one integer leaf is an integer input to grad."""
        if depth > MAX_DEPTH:
            return None
        if self.holds(node, scope, depth):
            return node
        if isinstance(node, ast.Name):
            # The first run's value is enough: a grad handed an integer leaf raises there,
            # before a loop could rebind the name (``params = update(params, grads)``).
            names = self.names
            binding = the_one(names.reaching(node.id, scope, node, first_pass=True))
            if not isinstance(binding, Assigned) or node.id in names.mutated_names:
                return None
            if not isinstance(binding.value, (ast.Dict, ast.List, ast.Tuple)) or names.changed_in_place(node.id):
                return None
            return self.integer_leaf(binding.value, binding.scope, depth + 1)
        if isinstance(node, ast.Dict):
            leaves = node.values if None not in node.keys else []  # ``{**other}``: unknown leaves
        elif isinstance(node, (ast.List, ast.Tuple)):
            leaves = [] if any(isinstance(item, ast.Starred) for item in node.elts) else node.elts
        else:
            return None
        for leaf in leaves:
            found = self.integer_leaf(leaf, scope, depth + 1)
            if found is not None:
                return found
        return None

    def is_integer_dtype(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        """``int``, ``"int32"``, ``jnp.int32``, ``np.uint8``...: an integer dtype; also a
        parameter every call of the module hands one or leaves at such a default (``def
        initialize(N, datatype=np.int32)`` called as ``initialize(20)``)."""
        if isinstance(node, ast.Constant):
            return isinstance(node.value, str) and node.value in _INTEGER_NAMES
        if isinstance(node, ast.Name) and self.names.is_builtin(node, scope, "int"):
            return True
        if self.names.qualified_name(node, scope) in _INTEGER_TYPES:
            return True
        if not isinstance(node, ast.Name) or depth > MAX_DEPTH or node.id in self.names.mutated_names:
            return False
        binding = self.names.binding(node.id, scope, node)
        if not isinstance(binding, Param) or binding.scope is not scope:
            return False
        if self.traces.handed_from_project(scope, node.id):
            return False
        fed = list(self.traces.fed_arguments(scope, node.id))
        return bool(fed) and all(
            not isinstance(value, ast.Starred) and self.is_integer_dtype(value, where, depth + 1) for value, where, _ in fed)

    def _integer_call(self, call: ast.Call, scope: Scope, depth: int) -> bool:
        names = self.names
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr == "astype":
            given = positional_args(call)
            dtype = given[0] if given and len(given) == 1 and not call.keywords else keyword(call, "dtype")
            return dtype is not None and self.is_integer_dtype(dtype, scope)
        if isinstance(func, ast.Attribute) and func.attr in LAYOUT_METHODS and self._integer_array(
                func.value, scope, depth + 1):
            return True  # x.reshape(3, 2), x.ravel(): the same elements, the same dtype
        qualname = names.qualified_name(func, scope) if isinstance(func, (ast.Attribute, ast.Name)) else None
        if qualname in LAYOUT_FUNCTIONS and call.args:
            return self._integer_array(call.args[0], scope, depth + 1)  # jnp.reshape(x, (3, 2))
        if qualname in _LIKE and call.args and keyword(call, "dtype") is None:
            return self._integer_array(call.args[0], scope, depth + 1)  # jnp.zeros_like(labels): its dtype
        if qualname in _NUMPY_INT_RETURNS and keyword(call, "dtype") is None:
            return True  # np.random.randint(0, 10, size=3): NumPy's default int, int32 once in JAX
        if qualname == _FROM_FUNCTION:
            return self._from_function(call, scope)
        if qualname not in _CONSTRUCTORS:
            row = library_returns(qualname) if qualname else None
            if row is not None and row.array and row.dtype == "int" and keyword(call, "dtype") is None:
                return True  # jnp.argmax, jax.random.randint: integers whatever the input (the library table)
            return self.sequences.is_int(call, scope) or self._returned(call, scope, depth)  # int(...), len(...)
        given = positional_args(call)
        if given is None or any(k.arg is None for k in call.keywords):
            return False
        dtype = keyword(call, "dtype")
        if dtype is not None:
            return self.is_integer_dtype(dtype, scope)
        name = qualname.rpartition(".")[2]
        if name == "arange":  # the dtype of its start, stop and step
            return 1 <= len(given) <= 3 and all(self.sequences.is_int(a, scope) for a in given)
        if name in ("array", "asarray"):  # the dtype of what it converts
            return len(given) == 1 and (_int_literals(given[0]) or self._int_literal_name(given[0], scope) or (
                not isinstance(given[0], (ast.List, ast.Tuple)) and self.holds(given[0], scope, depth + 1)))
        if name == "full":  # the dtype of its fill value (``jnp.full((3,), 2)``: int32)
            fill = given[1] if len(given) >= 2 else keyword(call, "fill_value")
            return fill is not None and self.holds(fill, scope, depth + 1)
        return False  # zeros and ones default to float

    def _int_literal_name(self, node: ast.expr, scope: Scope) -> bool:
        """A name every binding of which reaching ``node`` is a literal of ints (``data = [1, 2, 3]``),
        not changed in place (``data.append(0.5)``)."""
        if not isinstance(node, ast.Name) or node.id in self.names.mutated_names:
            return False
        bindings = self.names.reaching(node.id, scope, node)
        return bool(bindings) and all(isinstance(b, Assigned) and _int_literals(b.value) for b in bindings) and (
            not self.names.changed_in_place(node.id))  # (asked last: the first question walks the module)


    def _from_function(self, call: ast.Call, scope: Scope) -> bool:
        """``np.fromfunction(lambda i: (i + 1) % 4, (n,), dtype=np.int32)``: an integer dtype, and
        a lambda that makes integers of integers (its parameters and int literals under ``+ - *
        // %``)."""
        given = positional_args(call)
        dtype = keyword(call, "dtype")
        if not given or dtype is None or not self.is_integer_dtype(dtype, scope) or not isinstance(given[0], ast.Lambda):
            return False
        function = given[0]
        params = {a.arg for a in function.args.args}
        return _int_closed(function.body, params)

    def _returned(self, call: ast.Call, scope: Scope, depth: int) -> bool:
        """A call of a plain def of the module (no transform) every ``return`` of which holds
        integers: a helper that builds the integer data (``seq = initialize(n)``)."""
        if not isinstance(call.func, ast.Name) or depth > MAX_DEPTH:
            return False
        wrapped = self.traces.transforms.resolve(call.func, scope)
        function = None if wrapped is None or wrapped.layers else wrapped.function
        if function is None or function.is_generator or not function.returns or not always_returns(function):
            return False
        return all(self.holds(value, function, depth + 1) for value in function.returns)

    def _integer_array(self, node: ast.expr, scope: Scope, depth: int) -> bool:
        """``node`` holds an integer array (not a Python int, which has no such method)."""
        return self.holds(node, scope, depth) and not self.sequences.is_int(node, scope)


def _int_closed(node: ast.expr, params: set) -> bool:
    """``node`` is built from ``params`` and int literals with ``+ - * // %`` only."""
    if isinstance(node, ast.BinOp):
        return isinstance(node.op, _INT_CLOSED) and _int_closed(node.left, params) and _int_closed(node.right, params)
    if isinstance(node, ast.Name):
        return node.id in params
    return isinstance(node, ast.Constant) and type(node.value) is int


def _int_literals(node: ast.expr) -> bool:
    """An int literal, or a (nested) list or tuple literal of them, not empty."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node = node.operand
    if isinstance(node, ast.Constant):
        return type(node.value) is int
    if isinstance(node, (ast.List, ast.Tuple)):
        return bool(node.elts) and all(_int_literals(item) for item in node.elts)
    return False


# Dtype kinds: "bool", "int", or "inexact" (a float or complex dtype).  JAX never promotes
# across kinds where it demands equal types (cond's branches), weak-typed literals included:
# ``lambda: 0`` against ``lambda: 1.0`` raises on jax 0.4.38 and 0.10.2.
BOOL, INT, INEXACT = "bool", "int", "inexact"
_ARITHMETIC = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow)
_INT_ARITHMETIC = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod)  # not ``**``: ``2 ** -1`` is 0.5
_FLOAT_NAMES = frozenset("float16 float32 float64 bfloat16 complex64 complex128 inexact floating".split())


class DtypeKinds:
    """The dtype kind an expression provably holds, from what fixes it on every JAX
    configuration: a literal, a constructor's default or ``dtype=``, ``astype``, a function
    whose result kind does not depend on its input (``jnp.mean``, ``jnp.isnan``,
    ``jnp.argmax``), arithmetic with a float operand or true division, a comparison of
    arrays, a name every binding of which reaching the use has that kind, a parameter every
    call of the module hands one.  None: not proven."""

    def __init__(self, names: Names, traces: Traces, integers: IntegerValues, arrays: ArrayProof) -> None:
        self.names = names
        self.traces = traces
        self.integers = integers
        self.arrays = arrays
        self._active: set = set()
        self._strong_active: set = set()

    def kind(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[str]:
        if depth > MAX_DEPTH:
            return None
        if isinstance(node, ast.Constant):
            value = node.value
            if isinstance(value, bool):
                return BOOL
            if isinstance(value, int):
                return INT
            return INEXACT if isinstance(value, (float, complex)) else None
        if isinstance(node, ast.UnaryOp):
            if isinstance(node.op, ast.Not):
                return None  # a Python bool, or the truth test raises
            inner = self.kind(node.operand, scope, depth + 1)
            return inner if not isinstance(node.op, ast.Invert) or inner != INEXACT else None
        if isinstance(node, ast.BinOp):
            return self._arithmetic(node, scope, depth)
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if len(sides) == 2 and not isinstance(node.ops[0], (ast.Is, ast.IsNot, ast.In, ast.NotIn)):
                if any(self.kind(side, scope, depth + 1) is not None for side in sides):
                    return BOOL  # numbers or arrays compared: a bool, or a bool array
            return None
        if isinstance(node, ast.Call):
            return self._call(node, scope, depth)
        if isinstance(node, ast.Name):
            found = self._name(node, scope, depth)
            if found is not None:
                return found
        if isinstance(node, ast.Subscript):
            index = const_int(node.slice)
            if index is not None:
                found = self._element(node.value, index, scope, depth + 1)  # ``carry[0]`` of a tuple
                if found is not None:
                    return found
        if self.integers.holds(node, scope):
            return INT
        return None

    def _element(self, node: ast.expr, index: int, scope: Scope, depth: int) -> Optional[str]:
        """The kind of element ``index`` of the tuple or list literal ``node`` is, or a name
        every binding of which is one, or a parameter every call hands one (a lax loop's
        carry ``(jnp.arange(3), 0.0)``: jit, vmap and lax keep each element's kind)."""
        if depth > MAX_DEPTH:
            return None
        if isinstance(node, (ast.Tuple, ast.List)):
            if any(isinstance(item, ast.Starred) for item in node.elts) or not -len(node.elts) <= index < len(node.elts):
                return None
            return self.kind(node.elts[index], scope, depth + 1)
        if not isinstance(node, ast.Name) or node.id in self.names.mutated_names:
            return None
        bindings = self.names.reaching(node.id, scope, node)
        return agreed_over_bindings(
            bindings, self._active, ("element", index, *(id(b) for b in bindings)),
            lambda binding: self._element(binding.value, index, binding.scope, depth + 1),
            lambda binding: self._fed_element(binding.scope, node.id, index, depth),
        )

    def _fed_element(self, function: Scope, name: str, index: int, depth: int) -> Optional[str]:
        traces = self.traces
        if name in function.defaulted or traces.handed_from_project(function, name):
            return None
        kinds = {self._element(value, index, where, depth + 1) for value, where, _ in traces.fed_arguments(function, name)}
        return kinds.pop() if len(kinds) == 1 else None

    def _arithmetic(self, node: ast.BinOp, scope: Scope, depth: int) -> Optional[str]:
        if not isinstance(node.op, _ARITHMETIC):
            return None
        left, right = self.kind(node.left, scope, depth + 1), self.kind(node.right, scope, depth + 1)
        if INEXACT in (left, right):
            # A number or an array of any dtype with a float: floats (or complex); not ``2.0 * [x]``.
            other_kind, other = (right, node.right) if left == INEXACT else (left, node.left)
            if other_kind is not None or self.arrays.expression(other, scope):
                return INEXACT
        if left is None or right is None:
            return None  # ``2 * (a, b)`` repeats a tuple
        if isinstance(node.op, ast.Div) or INEXACT in (left, right):
            return INEXACT
        if left == right == INT and isinstance(node.op, _INT_ARITHMETIC):
            return INT
        return None

    def _call(self, call: ast.Call, scope: Scope, depth: int) -> Optional[str]:
        names = self.names
        func = call.func
        if self.integers.holds(call, scope):
            return INT  # int(...), len(...), integer constructors, astype(int)
        dtype = keyword(call, "dtype")
        if isinstance(func, ast.Attribute) and func.attr == "astype":
            given = positional_args(call)
            dtype = given[0] if given and len(given) == 1 and not call.keywords else dtype
            return None if dtype is None else self._dtype_kind(dtype, scope)
        if isinstance(func, ast.Attribute) and not call.args and not call.keywords and func.attr in _METHOD_KINDS:
            receiver = self.kind(func.value, scope, depth + 1)
            return _METHOD_KINDS[func.attr] or (receiver if receiver in (INT, INEXACT) else None)
        qualname = names.qualified_name(func, scope) if isinstance(func, (ast.Attribute, ast.Name)) else None
        if qualname is None:
            if isinstance(func, ast.Name) and names.is_builtin(func, scope, "float"):
                return INEXACT
            return None
        if any(k.arg is None for k in call.keywords):
            return None
        module, _, name = qualname.rpartition(".")
        if dtype is not None and module in ("jax.numpy", "jax.random"):
            return self._dtype_kind(dtype, scope)
        if module == "jax.random":
            return INEXACT if name in FLOAT_SAMPLERS else None
        if module == "numpy" and (name in _FLOAT_NAMES or name in _INTEGER_NAMES or name == "bool_"):
            return self._dtype_kind(func, scope)  # a NumPy scalar type called: ``np.float32(0.)``
        if module not in ("jax.numpy", "jax.nn", "jax.scipy.special", "jax.numpy.linalg"):
            return None
        row = library_returns(qualname) if dtype is None else None
        if row is not None and row.array and row.dtype in _TABLE_KINDS and len(call.args) <= row.arity:
            # floats whatever the input: jax.nn.one_hot (the library table), called as the
            # probe called it (a further positional may be a dtype: ``jnp.zeros(3, jnp.int32)``)
            return _TABLE_KINDS[row.dtype]
        if name in INEXACT_FUNCTIONS:
            return INEXACT
        if name in BOOL_FUNCTIONS:
            return BOOL
        if name in INT_FUNCTIONS:
            return INT
        if module != "jax.numpy":
            return None
        if name in _FLOAT_NAMES or name in _INTEGER_NAMES or name in ("bool", "bool_"):
            return self._dtype_kind(func, scope)  # a scalar type called: ``jnp.float32(1)``
        given = positional_args(call) or []
        slot = _DTYPE_POSITIONS.get(name)
        if slot is not None and len(given) > slot:
            return self._dtype_kind(given[slot], scope)  # ``jnp.zeros(3, jnp.int32)``
        if name in FLOAT_CONSTRUCTORS:
            return INEXACT
        if name in KIND_KEEPING_REDUCTIONS and len(call.args) == 1 and not call.keywords:
            inner = self.kind(call.args[0], scope, depth + 1)
            return inner if inner in (INT, INEXACT) else None
        if name in ("full", "full_like") and len(given) >= 2:
            fill = self.kind(given[1], scope, depth + 1)
            return INEXACT if fill == INEXACT else None
        if name in ("array", "asarray", "arange") and given:
            # A float anywhere among the literals or bounds makes floats.
            if any(_has_float_literal(item) for item in given[: 1 if name != "arange" else 3]):
                return INEXACT
            if name != "arange" and len(given) == 1 and _bool_literals(given[0]):
                return BOOL  # ``jnp.array([True, False])``
        return None

    def strong_kind(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[str]:
        """The dtype kind of a value proven a strongly typed array.  JAX gives a Python number,
        and ``jnp.array``/``asarray``/``full`` of one, a weak type, which takes another
        operand's dtype (a lax loop's carry started with ``0`` or ``jnp.array(0)`` takes its
        body's float dtype, and runs); a strong one keeps its own.  Proven: a bool (JAX has no
        weak bool), a NumPy array, ``dtype=`` given (by keyword or position), ``astype``,
        ``jnp.arange``, ``jnp.array`` of a (nested) list or tuple literal, a jnp scalar type
        called (``jnp.int32(0)``), such an array rearranged (``.reshape``, ``.T``) or in arithmetic
        whose result has its kind, a name every binding of which is one, a parameter every call
        of the module hands one."""
        kind = self.kind(node, scope, depth)
        if kind is None or kind == BOOL or depth > MAX_DEPTH:
            return kind if depth <= MAX_DEPTH else None
        if isinstance(node, ast.Attribute) and node.attr in LAYOUT_ATTRIBUTES:
            return kind if self.strong_kind(node.value, scope, depth + 1) == kind else None
        if isinstance(node, ast.Name):
            if node.id in self.names.mutated_names:
                return None
            bindings = self.names.reaching(node.id, scope, node)
            return agreed_over_bindings(
                bindings, self._strong_active, tuple(id(b) for b in bindings),
                lambda binding: self.strong_kind(binding.value, binding.scope, depth + 1),
                lambda binding: self._fed_strong(binding.scope, node.id, depth),
            )
        if isinstance(node, ast.BinOp) and not isinstance(node.op, ast.MatMult):
            # ``jnp.arange(3) * 2``: a weak operand takes the strong one's dtype.
            sides = (node.left, node.right)
            return kind if any(self.strong_kind(side, scope, depth + 1) == kind for side in sides) else None
        if isinstance(node, ast.UnaryOp):
            return kind if self.strong_kind(node.operand, scope, depth + 1) == kind else None
        return kind if isinstance(node, ast.Call) and self._strong_call(node, scope, kind, depth) else None

    def _strong_call(self, call: ast.Call, scope: Scope, kind: str, depth: int) -> bool:
        func = call.func
        given = positional_args(call)
        if given is None or any(k.arg is None for k in call.keywords):
            return False
        if isinstance(func, ast.Attribute) and func.attr == "astype":
            return True
        if isinstance(func, ast.Attribute) and func.attr in LAYOUT_METHODS:
            return self.strong_kind(func.value, scope, depth + 1) == kind  # x.reshape(3, 2)
        qualname = self.names.qualified_name(func, scope) if isinstance(func, (ast.Attribute, ast.Name)) else None
        if qualname is None:
            return False
        if qualname in LAYOUT_FUNCTIONS:
            return bool(given) and self.strong_kind(given[0], scope, depth + 1) == kind  # jnp.reshape(x, ...)
        module, _, name = qualname.rpartition(".")
        if module == "numpy" and name in ("array", "asarray", "arange"):
            return True  # a NumPy array: JAX never makes it weak
        if module == "numpy" and (name in _INTEGER_NAMES or name in _FLOAT_NAMES or name == "bool_"):
            return True  # ``np.int32(0)``: a NumPy scalar has its dtype
        if module != "jax.numpy":
            return False
        slot = _DTYPE_POSITIONS.get(name)
        if keyword(call, "dtype") is not None or (slot is not None and len(given) > slot):
            return True
        if name in _INTEGER_NAMES or name in _FLOAT_NAMES:
            return True  # ``jnp.int32(0)``: a scalar type called
        if name == "arange":
            return True
        return name in ("array", "asarray") and len(given) == 1 and isinstance(given[0], (ast.List, ast.Tuple))

    def _fed_strong(self, function: Scope, name: str, depth: int) -> Optional[str]:
        """The strong kind every call of the module hands ``function``'s parameter ``name``
        (jit and lax keep it); None when a call of another module hands it one."""
        traces = self.traces
        if name in function.defaulted or traces.handed_from_project(function, name):
            return None
        kinds = {self.strong_kind(value, where, depth + 1) for value, where, _ in traces.fed_arguments(function, name)}
        return kinds.pop() if len(kinds) == 1 else None

    def _dtype_kind(self, dtype: ast.expr, scope: Scope) -> Optional[str]:
        names = self.names
        if self.integers.is_integer_dtype(dtype, scope):
            return INT
        if isinstance(dtype, ast.Constant) and isinstance(dtype.value, str):
            return INEXACT if dtype.value in _FLOAT_NAMES else BOOL if dtype.value == "bool" else None
        for builtin, kind in (("float", INEXACT), ("complex", INEXACT), ("bool", BOOL)):
            if isinstance(dtype, ast.Name) and names.is_builtin(dtype, scope, builtin):
                return kind
        qualname = names.qualified_name(dtype, scope)
        if qualname is None:
            return None
        module, _, name = qualname.rpartition(".")
        if module not in ("jax.numpy", "numpy"):
            return None
        return INEXACT if name in _FLOAT_NAMES else BOOL if name in ("bool", "bool_") else None

    def _name(self, node: ast.Name, scope: Scope, depth: int) -> Optional[str]:
        names = self.names
        if node.id in names.mutated_names:
            return None  # ``x += 0.5`` makes it a float
        bindings = names.reaching(node.id, scope, node)
        if bindings and all(isinstance(b, Unpacked) and b.index is not None for b in bindings):
            # ``count, total = carry``: the element of what each binding unpacks
            kinds = {self._element(b.value, b.index, b.scope, depth + 1) for b in bindings}
            return kinds.pop() if len(kinds) == 1 else None
        return agreed_over_bindings(
            bindings, self._active, tuple(id(b) for b in bindings),
            lambda binding: self.kind(binding.value, binding.scope, depth + 1),
            lambda binding: self._fed(binding.scope, node.id, depth),
        )

    def _fed(self, function: Scope, name: str, depth: int) -> Optional[str]:
        """The kind every call of the module hands ``function``'s parameter ``name`` (jit and
        lax keep a value's kind: a Python float becomes a float32 array)."""
        traces = self.traces
        if name in function.defaulted:
            return None
        kinds = {self.kind(value, where, depth + 1) for value, where, _ in traces.fed_arguments(function, name)}
        kinds |= {handed.dtype or None for handed, _ in traces.handed_from_project(function, name)}
        return kinds.pop() if len(kinds) == 1 else None


# The library table's dtype rules that hold whatever the input (float, int and bool inputs
# alike, no ``dtype=``), as kinds.
_TABLE_KINDS = {"float": INEXACT, "bool": BOOL}


# Where jax.numpy's constructors take ``dtype`` by position (``jnp.zeros(3, jnp.int32)``).
_DTYPE_POSITIONS = {
    **dict.fromkeys(("zeros", "ones", "empty", "identity", "array", "asarray"), 1), "full": 2, "eye": 3, "linspace": 5,
}


# Methods of an array without arguments: the kind they give, or None for the receiver's kind.
_METHOD_KINDS = {
    **dict.fromkeys(("mean", "std", "var"), INEXACT),
    **dict.fromkeys(("any", "all"), BOOL),
    **dict.fromkeys(("argmax", "argmin", "argsort"), INT),
    **dict.fromkeys(("sum", "prod", "max", "min", "ravel", "flatten", "squeeze", "copy"), None),
}


def _has_float_literal(node: ast.expr) -> bool:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node = node.operand
    if isinstance(node, ast.Constant):
        return isinstance(node.value, (float, complex))
    if isinstance(node, (ast.List, ast.Tuple)):
        return any(_has_float_literal(item) for item in node.elts)
    return False


def _bool_literals(node: ast.expr) -> bool:
    """A (nested) list or tuple literal of True and False, not empty."""
    if isinstance(node, (ast.List, ast.Tuple)):
        return bool(node.elts) and all(_bool_literals(item) for item in node.elts)
    return isinstance(node, ast.Constant) and isinstance(node.value, bool)
