"""Integer values: which expressions provably hold integers (a Python int, or a JAX array of
an integer dtype), never a float.

Proven only from what fixes the dtype on every JAX configuration: a Python int (see
:mod:`.sequences`), ``jnp.arange`` of int arguments, ``jnp.array``/``jnp.asarray`` of int
literals (nested lists or tuples), ``jnp.zeros``/``ones``/``full``/``arange``/``array`` with an
integer ``dtype=``, ``x.astype(int)`` (or a jnp integer type), a library function whose output is
an integer array whatever its input (``jnp.argmax``, ``jax.random.randint``: the library table),
or a name every binding of which reaching the use is one of those.  Whatever else (a parameter,
a function's result, a NumPy array) is not known, and keeps the rules silent.
"""

from __future__ import annotations

import ast

from ..astutil import keyword, positional_args
from .jaxapi.library import library_returns
from .scopes import Assigned, Scope

MAX_DEPTH = 10
_INTEGER_TYPES = frozenset(
    f"jax.numpy.{name}" for name in "int8 int16 int32 int64 uint8 uint16 uint32 uint64 integer".split()
) | frozenset(f"numpy.{name}" for name in "int8 int16 int32 int64 uint8 uint16 uint32 uint64".split())
_INTEGER_NAMES = frozenset("int8 int16 int32 int64 uint8 uint16 uint32 uint64".split())
# jax.numpy constructors whose dtype= fixes the result's dtype.
_CONSTRUCTORS = frozenset(f"jax.numpy.{name}" for name in "array asarray arange zeros ones full".split())


class IntegerValues:
    def __init__(self, semantics) -> None:  # the model it answers for (no import: see test_architecture)
        self.semantics = semantics

    def holds(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        """``node`` provably holds integers: a Python int or an integer JAX array."""
        if depth > MAX_DEPTH:
            return False
        semantics = self.semantics
        if isinstance(node, ast.Call):
            return self._integer_call(node, scope, depth)
        if isinstance(node, ast.Name):
            if node.id in semantics.mutated_names:
                return False  # ``x += 0.5`` makes it a float
            bindings = semantics.reaching(node.id, scope, node)
            if bindings and all(
                isinstance(b, Assigned) and self.holds(b.value, b.scope, depth + 1) for b in bindings
            ):
                return True
        return semantics.is_python_int(node, scope)

    def is_integer_dtype(self, node: ast.expr, scope: Scope) -> bool:
        """``int``, ``"int32"``, ``jnp.int32``, ``np.uint8``...: an integer dtype."""
        if isinstance(node, ast.Constant):
            return isinstance(node.value, str) and node.value in _INTEGER_NAMES
        if isinstance(node, ast.Name) and self.semantics.is_builtin(node, scope, "int"):
            return True
        return self.semantics.qualified_name(node, scope) in _INTEGER_TYPES

    def _integer_call(self, call: ast.Call, scope: Scope, depth: int) -> bool:
        semantics = self.semantics
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr == "astype":
            given = positional_args(call)
            dtype = given[0] if given and len(given) == 1 and not call.keywords else keyword(call, "dtype")
            return dtype is not None and self.is_integer_dtype(dtype, scope)
        qualname = semantics.qualified_name(func, scope) if isinstance(func, (ast.Attribute, ast.Name)) else None
        if qualname not in _CONSTRUCTORS:
            row = library_returns(qualname) if qualname else None
            if row is not None and row.array and row.dtype == "int" and keyword(call, "dtype") is None:
                return True  # jnp.argmax, jax.random.randint: integers whatever the input (the library table)
            return semantics.is_python_int(call, scope)  # int(...), len(...)
        given = positional_args(call)
        if given is None or any(k.arg is None for k in call.keywords):
            return False
        dtype = keyword(call, "dtype")
        if dtype is not None:
            return self.is_integer_dtype(dtype, scope)
        name = qualname.rpartition(".")[2]
        if name == "arange":  # the dtype of its start, stop and step
            return 1 <= len(given) <= 3 and all(semantics.is_python_int(a, scope) for a in given)
        if name in ("array", "asarray"):
            return len(given) == 1 and _int_literals(given[0])
        return False  # zeros and ones default to float; full takes its fill value's dtype (not followed)


def _int_literals(node: ast.expr) -> bool:
    """An int literal, or a (nested) list or tuple literal of them, not empty."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node = node.operand
    if isinstance(node, ast.Constant):
        return type(node.value) is int
    if isinstance(node, (ast.List, ast.Tuple)):
        return bool(node.elts) and all(_int_literals(item) for item in node.elts)
    return False
