"""Library functions that call a function they are handed on slices of an array they are
handed, under a transform of their own (verified under jax 0.10.2 and 0.4.38, the rows of
tests/cases/JXM008/*handed*): ``jnp.apply_along_axis(jnp.where, 1, x)`` vmaps ``where`` over
the rows of ``x``, ``lax.map(jnp.nonzero, xs)`` scans it (jax#7542)."""

from __future__ import annotations

from typing import NamedTuple, Optional

__all__ = ["FunctionTaker", "FUNCTION_TAKERS", "FUNCTION_TAKER_NAMES"]


class FunctionTaker(NamedTuple):
    function: tuple  # (position, keyword) of the function it calls
    operand: tuple  # (position, keyword) of the array whose slices it hands the function
    # Positional arguments from here on go on to the function after the slice (None: none
    # do); so does every keyword but ``own``.
    extra_from: Optional[int]
    own: frozenset  # its own keywords
    transform: str  # what it calls the function under (vmap, scan): a slice is a tracer there


FUNCTION_TAKERS = {
    # ``apply_along_axis(func1d, axis, arr, *args, **kwargs)``: vmap over every other axis.
    "jax.numpy.apply_along_axis": FunctionTaker(
        (0, "func1d"), (2, "arr"), 3, frozenset({"func1d", "axis", "arr"}), "vmap"),
    # ``lax.map(f, xs, *, batch_size=None)``: a scan over the leading axis, staged.
    "jax.lax.map": FunctionTaker((0, "f"), (1, "xs"), None, frozenset({"f", "xs", "batch_size"}), "scan"),
}
# Their last names, as a call may name them (``jnp.apply_along_axis``, ``lax.map``, ``map``).
FUNCTION_TAKER_NAMES = frozenset(qualname.rpartition(".")[2] for qualname in FUNCTION_TAKERS)
