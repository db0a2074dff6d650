"""The arguments JAX needs as Python values while tracing: shapes, sizes, axes...
(probe-verified)."""

from __future__ import annotations

from typing import NamedTuple, Optional

from .errors import JaxError, _groups, _slot
from .transforms import ArgumentSlot


SHAPES_ERROR = JaxError("TypeError", "Shapes must be 1D sequences of concrete values of integer type")
CONCRETIZATION_ERROR = JaxError(
    "ConcretizationTypeError", "Abstract tracer value encountered where concrete value is expected"
)
INDEX_ERROR = JaxError("TracerIntegerConversionError", "The __index__() method was called on traced array")
HASH_ERROR = JaxError("ValueError", "Non-hashable static arguments are not supported")
UNHASHABLE_ERROR = JaxError("TypeError", "unhashable type")
BOOL_ERROR = JaxError("TracerBoolConversionError", "Attempted boolean conversion of traced array")
ITERATION_ERROR = JaxError("TypeError", "iteration over a 0-d array")
# x[i:j] with a traced bound: 0.10.2 "Slice entries must be static integers. Got slice(...)",
# 0.4.38 "Array slice indices must have static start/stop/step to be used with NumPy indexing
# syntax. Found slice(...)".
SLICE_ERROR = JaxError("IndexError", "static")
# The index tricks build their result from the slices they are indexed with: a traced bound
# (``jnp.mgrid[a:b]``, ``jnp.r_[0:n]``) raises ConcretizationTypeError, "slice start of
# jnp.mgrid" on its next line (jax 0.10.2 and 0.4.38, jit and vmap).
GRID_INDEXERS = frozenset({"jax.numpy.mgrid", "jax.numpy.ogrid", "jax.numpy.r_", "jax.numpy.c_"})
GRID_SLICE_ERROR = CONCRETIZATION_ERROR
_ERRORS = {
    "shapes": SHAPES_ERROR, "concrete": CONCRETIZATION_ERROR, "index": INDEX_ERROR, "hash": HASH_ERROR,
    "unhashable": UNHASHABLE_ERROR, "bool": BOOL_ERROR, "iteration": ITERATION_ERROR,
}


class StaticArgument(NamedTuple):
    """An argument JAX needs as a Python value while tracing (a shape, a size, an axis...)."""

    slot: ArgumentSlot
    error: Optional[JaxError]  # what a tracer there raises, under jit, pmap, lax bodies and vmap
    tuple_error: Optional[JaxError]  # what a tuple or list holding a tracer there raises
    variadic: bool = False  # this position and every later one (``x.reshape(2, n)``)


# Verified by tests/probes/static_positions.py under jax 0.10.2 and 0.4.38 (jit and vmap
# raise the same), and held to it by tests/test_jaxapi.py.  Each group: slots | what a
# tracer there raises / what a tuple or list holding one raises ("-": not verified, never
# flagged); then the functions.  Left out because the two versions raise differently:
# jnp.tile's reps, jax.random.split's num, lax.slice, lax.broadcast, lax.map's batch_size,
# lax.scan's reverse; jnp.repeat is JXM008's (its output size).  lax.fori_loop's bounds take
# tracers (with them it runs a while_loop).  jax.ops' segment reductions' num_segments (jax#6455:
# ``segment_sum(prod, rows, sparse_mat.shape[0])``) raises ConcretizationTypeError under jit and vmap on
# 0.4.38 and 0.10.2 alike (each of the four).
_STATIC_TABLE = """
0=shape | shapes/shapes
    jax.numpy.zeros jax.numpy.ones jax.numpy.empty jax.numpy.full
0=N 1=M | shapes/-
    jax.numpy.eye jax.numpy.tri
0=n | shapes/-
    jax.numpy.identity
2=shape | shapes/shapes
    jax.numpy.zeros_like
2=shape | -/shapes
    jax.numpy.ones_like jax.numpy.empty_like jax.random.bernoulli jax.random.gamma
    jax.random.poisson
3=shape | -/shapes
    jax.numpy.full_like jax.random.categorical jax.random.truncated_normal jax.random.beta
1=shape | -/shapes
    jax.numpy.broadcast_to jax.numpy.reshape jax.random.gumbel jax.random.laplace
    jax.random.logistic jax.random.cauchy jax.random.exponential jax.random.rademacher
1=new_shape | hash/hash
    jax.numpy.resize
0=shape | iteration/shapes
    jax.lax.full
1=size | shapes/-
    jax.lax.iota
2=slice_sizes | iteration/shapes
    jax.lax.dynamic_slice
2=slice_size | index/-
    jax.lax.dynamic_slice_in_dim
1=start_index 2=limit_index | index/-
    jax.lax.slice_in_dim
1=shape | iteration/shapes
    jax.random.normal jax.random.uniform jax.random.randint
2=shape | -/bool
    jax.random.choice
0=start 1=stop 2=step | concrete/-
    jax.numpy.arange
2=num | concrete/-
    jax.numpy.linspace jax.numpy.logspace jax.numpy.geomspace
1=num_classes | concrete/-
    jax.nn.one_hot
1=indices_or_sections | concrete/concrete
    jax.numpy.split
2=axis | concrete/-
    jax.numpy.split
1=indices_or_sections 2=axis | concrete/-
    jax.numpy.array_split
1=pad_width | concrete/concrete
    jax.numpy.pad
1=n | hash/-
    jax.numpy.diff
1=k | hash/-
    jax.numpy.triu jax.numpy.tril
1=k | index/-
    jax.numpy.diag
1=decimals | hash/-
    jax.numpy.round jax.numpy.around
1=k | bool/-
    jax.lax.top_k
3=length 5=unroll | concrete/-
    jax.lax.scan
1=axis | concrete/index
    jax.numpy.sum jax.numpy.mean jax.numpy.max jax.numpy.min jax.numpy.prod jax.numpy.std
    jax.numpy.var jax.numpy.any jax.numpy.all jax.numpy.amax jax.numpy.amin jax.numpy.flip
    jax.numpy.expand_dims jax.numpy.squeeze jax.nn.softmax
1=axis | hash/hash
    jax.numpy.nansum jax.numpy.nanmean jax.numpy.nanmax jax.numpy.nanmin jax.nn.log_softmax
1=axis | index/-
    jax.numpy.argmax jax.numpy.argmin jax.numpy.concatenate jax.numpy.stack
1=axis | hash/-
    jax.numpy.cumsum jax.numpy.cumprod jax.numpy.sort jax.numpy.argsort
2=axis | concrete/index
    jax.numpy.roll
1=source 2=destination | concrete/index
    jax.numpy.moveaxis
1=axis1 2=axis2 | hash/-
    jax.numpy.swapaxes
1=axes | -/index
    jax.numpy.transpose
2=axis | index/-
    jax.numpy.take
2=num_segments | concrete/-
    jax.ops.segment_sum jax.ops.segment_max jax.ops.segment_min jax.ops.segment_prod
2=axis | hash/hash
    jax.numpy.linalg.norm
1=axis | unhashable/unhashable
    jax.nn.logsumexp
"""
# Methods of a JAX array, the same way; ``reshape``'s sizes are all its positional arguments.
_STATIC_METHOD_TABLE = """
0* | shapes/shapes
    reshape
0=axis | concrete/index
    sum mean max min prod std var any all
0=axis | index/-
    argmax argmin
0=axis | hash/-
    cumsum
"""


def _error(name: str) -> Optional[JaxError]:
    return None if name == "-" else _ERRORS[name]


def _static_arguments(table: str) -> dict:
    found = {}
    for (slots, errors), name in _groups(table):
        scalar, _, sequence = errors.partition("/")
        found[name] = found.get(name, ()) + tuple(
            StaticArgument(_slot(s.rstrip("*")), _error(scalar), _error(sequence), variadic=s.endswith("*"))
            for s in slots.split()
        )
    return found


STATIC_ARGUMENTS = _static_arguments(_STATIC_TABLE)
STATIC_METHOD_ARGUMENTS = _static_arguments(_STATIC_METHOD_TABLE)
