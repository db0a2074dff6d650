"""What shape and dtype inference read: array constructors, NumPy's random data, PRNG keys,
and the dtype kinds functions give. (Element-wise functions and reductions are rows of the
library table: :mod:`.library`.)"""

from __future__ import annotations



ARRAY_MODULES = ("jax.numpy.", "numpy.")
# Modules whose functions the shape inference reads (beyond the array modules).
SHAPED_MODULES = ARRAY_MODULES + ("jax.scipy.special.", "jax.numpy.linalg.", "jax.nn.", "jax.lax.")
SHAPE_CONSTRUCTORS = frozenset({"zeros", "ones", "empty", "full"})
LIKE_CONSTRUCTORS = frozenset({"zeros_like", "ones_like", "empty_like", "full_like"})
SHAPE_PRESERVING_METHODS = frozenset({"astype", "copy", "block_until_ready", "conj", "conjugate"})
# ``jax.device_put(x, device)`` places x as it is: its shape (for any device or sharding).
SHAPE_PRESERVING_PLACEMENTS = frozenset({"jax.device_put", "jax._src.api.device_put"})
RANDOM_SAMPLERS = frozenset({"normal", "uniform", "gumbel", "laplace", "logistic", "cauchy", "exponential", "rademacher"})

# NumPy's random data: functions of numpy.random, and methods of its generators
# (``np.random.RandomState(0)``, ``np.random.default_rng(0)``).  Dimensions given one by
# one (``randn(10, 4)``), or a ``size`` (keyword, or this positional index).
NUMPY_RANDOM_BY_DIMENSIONS = frozenset({"randn", "rand"})
NUMPY_RANDOM_BY_SIZE = {
    "normal": 2, "uniform": 2, "standard_normal": 0, "random": 0, "random_sample": 0, "integers": 2,
    "randint": 2, "exponential": 1, "standard_exponential": 0, "poisson": 1, "binomial": 2, "laplace": 2,
    "gamma": 2, "beta": 2, "choice": 1, "permutation": None,
}
NUMPY_GENERATORS = frozenset({"numpy.random.RandomState", "numpy.random.default_rng", "numpy.random.Generator"})
# Keys: a legacy uint32 key has shape (2,); a typed key is a scalar.
LEGACY_KEYS = frozenset({"jax.random.PRNGKey"})
TYPED_KEYS = frozenset({"jax.random.key"})

# optax's losses that keep their inputs' shape, per element (``optax.losses.`` too): their
# output broadcasts the arrays handed to them (tests/probes/framework_facts.py holds the two sets).
ELEMENTWISE_LOSSES = frozenset(
    {"optax.sigmoid_binary_cross_entropy", "optax.huber_loss", "optax.l2_loss", "optax.squared_error"}
)
# Losses over the last axis (classes): one value per example, the labels' shape.
CLASS_AXIS_LOSSES = frozenset({"optax.softmax_cross_entropy_with_integer_labels", "optax.softmax_cross_entropy"})


def optax_loss_name(qualname: str) -> str:
    """The name the loss sets above use: optax re-exports ``optax.losses.X`` as ``optax.X``."""
    return qualname.replace("optax.losses.", "optax.", 1)

# Functions of a difference ``pred - y`` that make an error per element, as a squared or
# absolute error does: with the optax losses above, what a user averages over a batch.
ERROR_FUNCTIONS = frozenset({"jax.numpy.square", "jax.numpy.abs", "jax.numpy.absolute"})
# Log-probabilities: a negated sum of ``labels * log_softmax(logits)`` over the class axis is a
# cross-entropy per example.
LOG_PROBABILITIES = frozenset({"jax.nn.log_softmax", "jax.nn.log_sigmoid"})

# Dtype kinds (bool, int, inexact: a float or complex dtype) jax.numpy functions give
# whatever their inputs' dtypes (tests/probes/output_structures.py holds them on jax
# 0.4.38 and 0.10.2): ``jnp.mean`` of ints is float32, ``jnp.argmax`` of floats int32.
INEXACT_FUNCTIONS = frozenset(
    """sin cos tan arcsin arccos arctan sinh cosh tanh exp exp2 expm1 log log2 log10 log1p
    sqrt cbrt deg2rad rad2deg degrees radians mean std var nanmean logsumexp norm divide
    true_divide softplus gelu elu selu celu log_sigmoid softmax log_softmax""".split()
)
BOOL_FUNCTIONS = frozenset(
    """isnan isinf isfinite logical_not logical_and logical_or logical_xor equal not_equal
    greater greater_equal less less_equal isclose any all""".split()
)
INT_FUNCTIONS = frozenset({"argmax", "argmin", "argsort"})
# Reductions whose result keeps its operand's dtype kind (an int or inexact operand).
KIND_KEEPING_REDUCTIONS = frozenset({"sum", "prod", "nansum", "max", "min", "amax", "amin", "nanmax", "nanmin"})
# Constructors that make float arrays when no dtype= says otherwise.
FLOAT_CONSTRUCTORS = frozenset({"zeros", "ones", "empty", "eye", "identity", "linspace"})
# jax.random samplers that draw floats by default.
FLOAT_SAMPLERS = frozenset(RANDOM_SAMPLERS - {"rademacher"} | {"truncated_normal"})
