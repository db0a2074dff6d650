"""Concrete values asked of tracers: what makes a Python number or index of a value
(JXM007), what drops the tangent under grad, and the functions whose output size depends
on the data (JXM008).  Each name verified on jax 0.10.2 and 0.4.38."""

from typing import NamedTuple, Optional

from .transforms import ArgumentSlot

# Functions whose derivative is zero everywhere: under grad their result carries no
# tangent and is a concrete value again (``float(jnp.floor(w))`` runs under jax.grad;
# verified for each name on 0.10.2 and 0.4.38), so it proves nothing "differentiated".
# So do the functions that return booleans (``library.returns_booleans``: the table's rows).
ZERO_TANGENT_FUNCTIONS = frozenset(
    {f"jax.numpy.{name}" for name in (
        """floor ceil round rint trunc sign isposinf isneginf signbit argmax argmin argsort
        nanargmax nanargmin searchsorted digitize count_nonzero floor_divide zeros_like
        ones_like empty_like""".split()
    )}
    | {"jax.lax.stop_gradient"}
)
# Methods of that kind (``astype`` may drop the tangent: an int dtype does).
ZERO_TANGENT_METHODS = frozenset({"argmax", "argmin", "argsort", "round", "astype"})

# --------------------------------------------------------------------------- Python scalars

# ``math`` functions that turn a tracer into a Python float (through ``__float__``), with
# their jax.numpy twin where one takes the same arguments and also returns a float;
# ``ConcretizationTypeError`` on a tracer (verified for each name on 0.10.2 and 0.4.38).
MATH_FLOAT = {
    "sqrt": "sqrt", "exp": "exp", "expm1": "expm1", "log": "log", "log1p": "log1p", "log2": "log2",
    "log10": "log10", "floor": None, "ceil": None, "fabs": "fabs", "sin": "sin", "cos": "cos",
    "tan": "tan", "asin": "arcsin", "acos": "arccos", "atan": "arctan", "sinh": "sinh", "cosh": "cosh",
    "tanh": "tanh", "erf": None, "erfc": None, "gamma": None, "lgamma": None, "isnan": None,
    "isinf": None, "isfinite": None, "degrees": "degrees", "radians": "radians", "pow": None,
    "atan2": "arctan2", "hypot": "hypot", "copysign": "copysign", "fmod": "fmod", "isclose": None,
    "fsum": None,
}
# ``math`` functions that ask a tracer for an int (``__index__``): TracerIntegerConversionError.
MATH_INDEX = frozenset({"factorial", "isqrt", "comb", "gcd"})

# --------------------------------------------------------------------------- output sizes


class SizedBy(NamedTuple):
    """A jax.numpy function whose output size depends on the data unless a static size is
    given: the keyword that gives it, and the arguments that decide the size (under vmap
    it fails only when one of those is mapped; verified per function and argument)."""

    keyword: str  # "size", "length", "total_repeat_length"
    deciders: tuple  # ArgumentSlot of each argument that decides the size
    # The size fails only when a decider is a tracer (repeat concretizes ``repeats``
    # itself: a module constant runs inside jit); otherwise any call in staged code fails.
    needs_tracer: bool = False
    # Raised in staged code when a decider is traced (compress/extract convert a traced
    # boolean in 0.10.2 and 0.4.38; jax PR#38612 later makes it ConcretizationTypeError).
    error: str = "ConcretizationTypeError"
    position: Optional[int] = None  # the size's positional slot (None: keyword-only)


_FIRST = (ArgumentSlot(0, None),)
_BOTH = (ArgumentSlot(0, "ar1"), ArgumentSlot(1, "ar2"))
# Signatures of 0.10.2 and 0.4.38 (the size keywords are keyword-only in both).
DATA_DEPENDENT_SIZE = {
    "nonzero": SizedBy("size", (ArgumentSlot(0, "a"),)),
    "where": SizedBy("size", _FIRST),  # one argument only; its condition is positional-only
    "argwhere": SizedBy("size", (ArgumentSlot(0, "a"),)),
    "flatnonzero": SizedBy("size", (ArgumentSlot(0, "a"),)),
    "unique": SizedBy("size", (ArgumentSlot(0, "ar"),)),
    "unique_values": SizedBy("size", _FIRST),
    "unique_counts": SizedBy("size", _FIRST),
    "unique_inverse": SizedBy("size", _FIRST),
    "unique_all": SizedBy("size", _FIRST),
    "union1d": SizedBy("size", _BOTH),
    # vmap: a mapped ar2 alone raises NonConcreteBooleanIndexError instead; ar1 decides here.
    "setdiff1d": SizedBy("size", (ArgumentSlot(0, "ar1"),)),
    "intersect1d": SizedBy("size", _BOTH),
    "setxor1d": SizedBy("size", _BOTH),
    "compress": SizedBy("size", (ArgumentSlot(0, "condition"),), error="TracerBoolConversionError"),
    "extract": SizedBy("size", (ArgumentSlot(0, "condition"),), error="TracerBoolConversionError"),
    "bincount": SizedBy("length", (ArgumentSlot(0, "x"),)),
    "repeat": SizedBy("total_repeat_length", (ArgumentSlot(1, "repeats"),), needs_tracer=True),
}
# jax.ops' segment reductions without num_segments take max(segment_ids) + 1 as a Python int
# (jax#6350): as above in staged code, even of constant ids; under vmap only when the ids
# are mapped (grad alone runs).  Verified on jax 0.10.2 for sum, max, min and prod.
_SEGMENT_IDS = SizedBy("num_segments", (ArgumentSlot(1, "segment_ids"),), position=2)
DATA_DEPENDENT_SEGMENTS = dict.fromkeys(("segment_sum", "segment_max", "segment_min", "segment_prod"), _SEGMENT_IDS)


def data_dependent_size(qualname: Optional[str]) -> Optional[tuple]:
    """(its name, how a message spells it, :class:`SizedBy`) when the function ``qualname``
    returns a data-dependent size unless given one: ``jnp.nonzero``, ``jax.ops.segment_sum``..."""
    module, _, name = (qualname or "").rpartition(".")
    if module == "jax.numpy" and name in DATA_DEPENDENT_SIZE:
        return name, f"jnp.{name}", DATA_DEPENDENT_SIZE[name]
    if module == "jax.ops" and name in DATA_DEPENDENT_SEGMENTS:
        return name, f"jax.ops.{name}", DATA_DEPENDENT_SEGMENTS[name]
    return None


# The same as jax.Array methods (the array is the first argument, so slots shift by one;
# ``x.nonzero()``: the array itself decides).
ARRAY_SIZED_METHODS = {
    "nonzero": SizedBy("size", ()),
    "compress": SizedBy("size", (ArgumentSlot(0, "condition"),), error="TracerBoolConversionError"),
    "repeat": SizedBy("total_repeat_length", (ArgumentSlot(0, "repeats"),), needs_tracer=True),
}
