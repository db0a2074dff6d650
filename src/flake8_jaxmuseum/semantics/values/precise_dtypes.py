"""The exact dtype a strongly typed array provably has on every JAX configuration.

A dtype kind (int, float, bool: :mod:`.dtypes`) is what most questions need; a lax loop's
carry and cond's branches are compared on the exact dtype, so a float32 carry returned as a
float16 raises as an int one returned as a float does (jax-ml/jax#1681).  Proven only where the
text names the dtype (:data:`PRECISE_DTYPES`, never a 64-bit one): a scalar type called
(``np.float32(1.)``, ``jnp.int8(0)``), ``x.astype(np.float16)`` or ``x.astype("bfloat16")``,
a jax.numpy or NumPy constructor given ``dtype=``.  Asked only of a leaf already proven
strongly typed (:meth:`.structures.Structures._leaf`); no name is followed.
"""

from __future__ import annotations

import ast
from typing import Optional

from ...astutil import keyword, positional_args
from ..jaxapi import PRECISE_DTYPES
from ..names import Names
from ..scopes import Scope

_MODULES = ("numpy", "jax.numpy")


def dtype_named(names: Names, node: ast.expr, scope: Scope) -> Optional[str]:
    """``np.float16``, ``jnp.bfloat16`` or ``"float16"``: the precise dtype it names."""
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str) and node.value in PRECISE_DTYPES else None
    if not isinstance(node, (ast.Attribute, ast.Name)):
        return None
    if (node.attr if isinstance(node, ast.Attribute) else node.id) not in PRECISE_DTYPES:
        return None  # (the name first: qualified only then)
    module, _, name = (names.qualified_name(node, scope) or "").rpartition(".")
    return name if module in _MODULES else None


def precise_dtype(names: Names, node: ast.expr, scope: Scope) -> Optional[str]:
    """The precise dtype the expression ``node`` is built with, else None."""
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "astype":
        given = positional_args(node)
        dtype = given[0] if given and len(given) == 1 and not node.keywords else keyword(node, "dtype")
        return None if dtype is None else dtype_named(names, dtype, scope)
    called = dtype_named(names, func, scope)  # ``np.float32(1.)``
    if called is not None:
        return called
    dtype = keyword(node, "dtype")
    if dtype is None or not isinstance(func, (ast.Attribute, ast.Name)):
        return None
    module = (names.qualified_name(func, scope) or "").rpartition(".")[0]
    return dtype_named(names, dtype, scope) if module in _MODULES else None
