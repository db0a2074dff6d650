"""Dtype guards: code that runs only when a parameter holds an integer array.

Helpers that take labels or their one-hot encoding test the dtype and branch: ``if
jnp.issubdtype(labels.dtype, jnp.integer): labels = jax.nn.one_hot(labels, labels.max() +
1)`` (ColabDesign's ``get_stats``).  JAX decides ``issubdtype`` from the dtype alone, also
of a tracer, so the branch runs under a trace only for calls handing an integer array.
Where every call hands the parameter a float or boolean array, or None (a one-hot: the
calls of the module, and those of the project's other modules as they prove it), no trace
runs the branch.  A value layer's question: what a call hands is a value's dtype kind.
"""

from __future__ import annotations

import ast
from typing import Callable

from .flags import branches_around
from .names import Names
from .scopes import Param, Scope
from .tracing_kinds import Entry

_ISSUBDTYPE = frozenset({"jax.numpy.issubdtype", "numpy.issubdtype", "jax.dtypes.issubdtype"})
# The abstract types an integer dtype (and no float or bool one) is a subtype of.
_INTEGER_TYPES = frozenset(
    f"{module}.{name}" for module in ("jax.numpy", "numpy")
    for name in ("integer", "signedinteger", "unsignedinteger")
)
_NOT_INT = frozenset({"inexact", "bool"})  # Handed.dtype kinds an integer test is False for


class DtypeGuards:
    def __init__(self, names: Names, handed: Callable, fed: Callable, traced: Callable, dtype_kind: Callable) -> None:
        """``handed(function, name)``: (:class:`.project.Handed`, entry) of each call in another
        module; ``fed(function, name)``: (argument, scope, entry) of each call of this one;
        ``traced(scope)``: how a trace runs ``scope`` (falsy: none does); ``dtype_kind(value,
        scope)``: its dtype kind ("int", "inexact", "bool") or None."""
        self.names = names
        self._handed = handed
        self._fed = fed
        self._traced = traced
        self._dtype_kind = dtype_kind

    def rules_out(self, node: ast.AST, function: Scope) -> bool:
        """``node`` sits in the body of ``if issubdtype(p.dtype, integer):`` (or the else of
        its negation) for a parameter ``p`` that no call hands an integer."""
        if not hasattr(node, "lineno") or not function.positional and not function.keyword_only:
            return False
        for test, taken in branches_around(function.node, (node.lineno, node.col_offset)):
            if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
                test, taken = test.operand, not taken
            name = self._integer_test(test, function)
            if taken and name is not None and self._never_int(function, name):
                return True
        return False

    def _integer_test(self, test: ast.expr, function: Scope):
        """The parameter ``issubdtype(p, integer)`` or ``issubdtype(p.dtype, integer)`` tests."""
        if not (isinstance(test, ast.Call) and len(test.args) == 2 and not test.keywords):
            return None
        names = self.names
        if names.qualified_name(test.func, function) not in _ISSUBDTYPE:
            return None
        value, kind = test.args
        if names.qualified_name(kind, function) not in _INTEGER_TYPES:
            return None
        if isinstance(value, ast.Attribute) and value.attr == "dtype":
            value = value.value
        if not isinstance(value, ast.Name) or names.reaching(value.id, function, value) != [Param(function, value.id)]:
            return None  # not a parameter, or rebound before the test
        return value.id

    def _never_int(self, function: Scope, name: str) -> bool:
        """Every call that may trace ``function`` hands ``name`` a float or boolean array or
        None, and some call hands it: a transform's, or a plain one in traced code (a call
        outside any trace may hand integers, as the test of the dtype expects)."""
        fed = [
            isinstance(value, ast.Constant) and value.value is None or self._dtype_kind(value, scope) in _NOT_INT
            for value, scope, entry in self._fed(function, name)
            if entry is not Entry.DIRECT or self._traced(scope)
        ]
        fed += [fact.none or fact.dtype in _NOT_INT for fact, _ in self._handed(function, name)]
        return bool(fed) and all(fed)
