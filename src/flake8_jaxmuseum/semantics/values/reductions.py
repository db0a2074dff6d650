"""Reductions over axes, read once for shapes and for ranks.

``jnp.sum(x, axis=0)``, ``jnp.max(x, 1)``, ``x.mean(axis=(0, 1), keepdims=True)``: a
function or array method whose row in the probed library table reduces (``reduces``) and
takes an axis.  :func:`reduction_call` reads which array it reduces, over which axis and
whether it keeps the reduced dimensions; :func:`reduced_rank` turns a rank of the input
into the output's (each reduced axis dropped, or kept with ``keepdims=True``).
"""

from __future__ import annotations

import ast
from typing import Callable, NamedTuple, Optional

from ...astutil import is_constant, literal_sequence
from ..jaxapi import ARRAY_METHODS
from ..jaxapi.library import reduces
from .shape_algebra import normalise_axes

# argmax/argmin took keepdims only in later JAX releases: their keepdims is not read.
_NO_KEEPDIMS = ("argmax", "argmin")


class Reduction(NamedTuple):
    operand: ast.expr
    axis: Optional[ast.expr]  # None: every axis
    keepdims: Optional[ast.expr]


def reduction_call(call: ast.Call, qualname: Optional[str]) -> Optional[Reduction]:
    """``call`` as a reduction over an axis: ``jnp.sum(x, axis)`` (``qualname`` the function's)
    or ``x.sum(axis)`` (``qualname`` None: an array method, whose receiver the caller must
    know to be an array); None when it is neither, or passes anything else."""
    func = call.func
    if any(isinstance(arg, ast.Starred) for arg in call.args) or any(k.arg is None for k in call.keywords):
        return None
    if qualname is None:
        if not isinstance(func, ast.Attribute) or func.attr not in ARRAY_METHODS:
            return None
        name, operand, rest = func.attr, func.value, list(call.args)
        row = reduces(f"jax.numpy.{name}")
    else:
        if not call.args:
            return None
        name, operand, rest = qualname.rpartition(".")[2], call.args[0], list(call.args[1:])
        row = reduces(qualname)
    if row is None or row.arity != 1 or row.axis != 1:
        return None
    keywords = {k.arg: k.value for k in call.keywords}
    if len(rest) > 1 or not set(keywords) <= {"axis", "keepdims"} or (rest and "axis" in keywords):
        return None
    if name in _NO_KEEPDIMS and "keepdims" in keywords:
        return None
    return Reduction(operand, keywords.get("axis") or (rest[0] if rest else None), keywords.get("keepdims"))


def reduced_rank(
    reduction: Reduction, rank: Optional[int], int_value: Callable[[ast.expr], Optional[int]], exact: bool
) -> Optional[int]:
    """The output's rank for an input of rank ``rank`` (``exact``: that rank; else a lower
    bound on it, and so is the answer); None when unproven."""
    if rank is None:
        return None
    keepdims = reduction.keepdims
    if keepdims is not None and not (is_constant(keepdims, True) or is_constant(keepdims, False)):
        return None
    if keepdims is not None and keepdims.value is True:
        return rank
    axis = reduction.axis
    if axis is None or is_constant(axis, None):
        return 0
    items = literal_sequence(axis)
    axes = [int_value(axis)] if items is None else [int_value(item) for item in items]
    if any(value is None for value in axes):
        return None
    if not exact:
        return max(rank - len(axes), 0)  # each axis drops one dimension at most
    reduced = normalise_axes(tuple(axes), rank)
    return None if reduced is None else rank - len(reduced)


def matmul_rank(left: Optional[int], right: Optional[int]) -> Optional[int]:
    """The rank of ``a @ b`` for operands of those exact ranks (a vector operand drops its
    axis; a scalar one raises)."""
    if left is None or right is None or not left or not right:
        return None
    if left == 1 or right == 1:
        return left + right - 2
    return max(left, right)
