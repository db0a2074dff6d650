"""What the analysis knows about JAX's API, in one place.

Every table is a fact about JAX (or NumPy as JAX sees it), checked against a run
where it matters; rules and the rest of the analysis import them from here, so a new
JAX fact has one home.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import NamedTuple, Optional

# --------------------------------------------------------------------------- transforms


@dataclass(frozen=True)
class TransformSpec:
    """A JAX function transformation: what it does to the arguments of the function it wraps."""

    qualname: str
    stages: bool = False  # every non-static argument becomes an abstract tracer (jit, pmap)
    maps: bool = False  # mapped arguments become batch tracers (vmap, pmap)
    differentiates: bool = False  # differentiated arguments become JVP tracers (grad & co)
    keeps_output: bool = True  # the wrapped callable returns what the function returns
    # Where the options sit in a call ``transform(fun, ...)``, positionally.
    in_axes_position: Optional[int] = None  # vmap: 1; pmap takes in_axes by keyword only
    argnums_position: Optional[int] = None  # grad & co: 1
    has_aux_position: Optional[int] = None  # grad & co: 2

    @property
    def passes_arguments(self) -> bool:
        """Arguments reach the function as given: no staging, no mapping."""
        return not (self.stages or self.maps)


def _differentiating(qualname: str) -> TransformSpec:
    return TransformSpec(qualname, differentiates=True, keeps_output=False, argnums_position=1, has_aux_position=2)


TRANSFORMS = {
    spec.qualname: spec
    for spec in (
        TransformSpec("jax.jit", stages=True),
        # pmap traces its body like jit and maps like vmap (verified on one CPU device);
        # in_axes by keyword only, and static_broadcasted_argnums keeps arguments Python values.
        TransformSpec("jax.pmap", stages=True, maps=True),
        TransformSpec("jax.vmap", maps=True, in_axes_position=1),
        _differentiating("jax.grad"),
        _differentiating("jax.value_and_grad"),
        _differentiating("jax.jacfwd"),
        _differentiating("jax.jacrev"),
        _differentiating("jax.hessian"),
        TransformSpec("jax.checkpoint"),
        TransformSpec("jax.remat"),
        TransformSpec("jax.named_call"),
    )
}
PARTIAL = "functools.partial"


class ArgumentSlot(NamedTuple):
    """Where an argument of a call sits: its position, and its keyword name if any."""

    position: int
    keyword: Optional[str]


class LaxPrimitive(NamedTuple):
    """A higher-order lax primitive: the functions it traces (its bodies, traced even
    outside jit; verified for cond, fori_loop, scan) and what feeds their parameters."""

    bodies: tuple  # ArgumentSlot of each body function
    # Parameter i of every body <- operand i, starting at this position (cond, switch).
    operands_from: Optional[int] = None
    # Otherwise: parameter index -> the ArgumentSlot of the value it receives.
    carries: tuple = ()  # ((parameter index, ArgumentSlot), ...)
    # switch: the branches are a list literal in this slot.
    branch_list: Optional[ArgumentSlot] = None


LAX_PRIMITIVES = {
    "jax.lax.cond": LaxPrimitive(
        bodies=(ArgumentSlot(1, "true_fun"), ArgumentSlot(2, "false_fun")), operands_from=3
    ),
    "jax.lax.switch": LaxPrimitive(bodies=(), operands_from=2, branch_list=ArgumentSlot(1, "branches")),
    "jax.lax.scan": LaxPrimitive(
        bodies=(ArgumentSlot(0, "f"),), carries=((0, ArgumentSlot(1, "init")), (1, ArgumentSlot(2, "xs")))
    ),
    "jax.lax.fori_loop": LaxPrimitive(
        bodies=(ArgumentSlot(2, "body_fun"),), carries=((1, ArgumentSlot(3, "init_val")),)
    ),
    "jax.lax.while_loop": LaxPrimitive(
        bodies=(ArgumentSlot(0, "cond_fun"), ArgumentSlot(1, "body_fun")),
        carries=((0, ArgumentSlot(2, "init_val")),),
    ),
    "jax.lax.map": LaxPrimitive(bodies=(ArgumentSlot(0, "f"),), carries=((0, ArgumentSlot(1, "xs")),)),
    "jax.lax.associative_scan": LaxPrimitive(
        bodies=(ArgumentSlot(0, "fn"),), carries=((0, ArgumentSlot(1, "elems")), (1, ArgumentSlot(1, "elems")))
    ),
}

# The last part of every name above: a call ``x.<attr>(...)`` with another attribute
# name is neither a transform nor a lax primitive, whatever ``x`` is.
TRACING_LEAF_NAMES = frozenset(name.rpartition(".")[2] for name in (*TRANSFORMS, *LAX_PRIMITIVES))

# --------------------------------------------------------------------------- arrays

# Attributes of an array that are plain Python values at trace time.
STATIC_ATTRIBUTES = frozenset(
    {"shape", "ndim", "dtype", "size", "weak_type", "sharding", "itemsize", "nbytes", "aval"}
)
ARRAY_ATTRIBUTES = frozenset({"T", "mT", "real", "imag"})
# Methods of jax.Array that return arrays.
ARRAY_METHODS = frozenset(
    """all any argmax argmin argsort astype choose clip conj conjugate copy cumprod cumsum
    diagonal dot flatten max mean min nonzero_count prod ptp ravel repeat reshape round
    searchsorted sort squeeze std sum swapaxes take trace transpose var view""".split()
)
# Methods lists, dicts and tuples lack: calling one on a value proves it an array.
ARRAY_ONLY_METHODS = ARRAY_METHODS - {"copy", "sort", "index", "count"}
ARRAY_ONLY_ATTRIBUTES = STATIC_ATTRIBUTES | ARRAY_ATTRIBUTES | {"at"}

# ``x.at[i].<method>(...)``.
AT_METHODS = frozenset({"set", "add", "subtract", "mul", "multiply", "divide", "power", "min", "max", "apply", "get"})
# ``x[i] op= v`` as ``x.at[i].<method>(v)``, by ast operator class name.
AT_METHOD_OF_AUGMENTED = {"Add": "add", "Sub": "subtract", "Mult": "multiply", "Div": "divide", "Pow": "power"}
# Python builtins whose element-wise jax.numpy twin takes the same arguments.
JNP_TWIN_OF_BUILTIN = {"max": "maximum", "min": "minimum"}

# jax.numpy functions that do not return one array (Python values, tuples, lists, functions).
JNP_NOT_ARRAY = frozenset(
    """shape ndim size dtype result_type issubdtype isdtype iscomplexobj isrealobj isscalar
    finfo iinfo promote_types can_cast vectorize split array_split hsplit vsplit dsplit
    meshgrid unique unique_all unique_counts unique_inverse nonzero where broadcast_arrays
    histogram histogram2d histogramdd divmod frexp modf unravel_index tril_indices
    triu_indices diag_indices diag_indices_from tril_indices_from triu_indices_from
    mask_indices ix_ broadcast_shapes printoptions set_printoptions get_printoptions save
    savez load einsum_path atleast_1d atleast_2d atleast_3d indices fromfunction
    piecewise frompyfunc ufunc linalg fft""".split()
)
# jax.numpy functions that return a boolean array.
JNP_BOOLEAN = frozenset(
    """isnan isinf isfinite isposinf isneginf isclose signbit isreal iscomplex equal
    not_equal greater greater_equal less less_equal logical_and logical_or logical_not
    logical_xor isin""".split()
)
# Calls that build an array from a literal: ``jnp.array([True, False])``.
ARRAY_CONSTRUCTORS = frozenset({"jax.numpy.array", "jax.numpy.asarray", "numpy.array", "numpy.asarray"})
# NumPy calls that return an ndarray (concrete, unhashable, traced once handed to jit).
NUMPY_ARRAYS = frozenset(
    f"numpy.{name}"
    for name in "array asarray zeros ones empty full arange linspace eye identity zeros_like ones_like".split()
)
RANDOM_ARRAYS = frozenset(
    """normal uniform randint bernoulli categorical choice permutation split PRNGKey key
    fold_in gamma beta truncated_normal multivariate_normal exponential laplace logistic
    gumbel poisson dirichlet cauchy rademacher ball orthogonal bits t chisquare loggamma
    f maxwell pareto weibull_min binomial geometric lognormal triangular wald rayleigh
    generalized_normal double_sided_maxwell""".split()
)
NN_NOT_ARRAY = frozenset({"initializers"})
# jax.numpy.linalg functions that return one array (eigh, svd, qr, slogdet... return tuples).
LINALG_ARRAYS = frozenset(
    """norm vector_norm matrix_norm det inv pinv matrix_power cholesky solve matrix_rank
    cond trace tensorsolve tensorinv eigvals eigvalsh cross outer matmul vecdot diagonal
    matrix_transpose""".split()
)


def returns_array(qualname: str) -> bool:
    """True for the JAX functions that provably return a single array."""
    parts = qualname.split(".")
    if len(parts) == 3 and parts[:2] == ["jax", "numpy"]:
        return parts[2] not in JNP_NOT_ARRAY and not parts[2].startswith("_")
    if len(parts) == 4 and parts[:3] == ["jax", "numpy", "linalg"]:
        return parts[3] in LINALG_ARRAYS
    if len(parts) == 3 and parts[:2] == ["jax", "random"]:
        return parts[2] in RANDOM_ARRAYS
    if len(parts) == 3 and parts[:2] == ["jax", "nn"]:
        return parts[2] not in NN_NOT_ARRAY and parts[2][:1].islower()
    return False


# Operands a jax.Array's comparison operators refuse (NotImplemented): Python falls back
# to identity (``==`` gives a plain bool) or raises TypeError, never a traced array.
# E.g. ``for k in params: if k != "bias"`` under jit compares strings.
_NOT_ARRAY_OPERANDS = (
    ast.JoinedStr, ast.Tuple, ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp,
)


def never_compared_as_array(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return node.value is None or isinstance(node.value, (str, bytes))
    return isinstance(node, _NOT_ARRAY_OPERANDS)


# --------------------------------------------------------------------------- shapes

ARRAY_MODULES = ("jax.numpy.", "numpy.")
# Modules whose functions the shape inference reads (beyond the array modules).
SHAPED_MODULES = ARRAY_MODULES + ("jax.scipy.special.", "jax.numpy.linalg.", "jax.nn.", "jax.lax.")
SHAPE_CONSTRUCTORS = frozenset({"zeros", "ones", "empty", "full"})
LIKE_CONSTRUCTORS = frozenset({"zeros_like", "ones_like", "empty_like", "full_like"})
UNARY_ELEMENTWISE = frozenset(
    """abs absolute sin cos tan arcsin arccos arctan sinh cosh tanh exp exp2 expm1 log log2
    log10 log1p sqrt cbrt square negative positive sign floor ceil round rint trunc
    reciprocal deg2rad rad2deg degrees radians conj conjugate real imag isnan isinf
    isfinite logical_not relu relu6 sigmoid softplus silu swish gelu elu selu celu
    leaky_relu log_sigmoid hard_tanh hard_sigmoid hard_silu softmax log_softmax
    standardize asarray array copy stop_gradient""".split()
)
BINARY_ELEMENTWISE = frozenset(
    """add subtract multiply divide true_divide floor_divide power maximum minimum mod
    remainder fmax fmin arctan2 hypot logaddexp equal not_equal greater greater_equal
    less less_equal logical_and logical_or logical_xor""".split()
)
REDUCTIONS = frozenset(
    """sum mean max min prod std var any all amax amin nansum nanmean nanmax nanmin
    logsumexp norm vdot argmax argmin""".split()
)
# Reductions whose second positional argument (first, as a method) is ``axis``.
AXIS_REDUCTIONS = REDUCTIONS - {"norm", "vdot"}
SHAPE_PRESERVING_METHODS = frozenset({"astype", "copy", "block_until_ready", "conj", "conjugate"})
RANDOM_SAMPLERS = frozenset({"normal", "uniform", "gumbel", "laplace", "logistic", "cauchy", "exponential", "rademacher"})

# --------------------------------------------------------------------------- PRNG keys

# jax.random functions that consume the key they get as argument 0 or ``key=`` (every
# public function whose first parameter is ``key``, on jax 0.4.38 and 0.10.2; multinomial
# is new in 0.10.2).  Not consumers: fold_in and clone (they derive a key), key_data,
# key_impl, wrap_key_data, PRNGKey and key (they build one).  A consumer given the same
# key bits twice returns the same (or correlated) numbers.
KEY_CONSUMERS = frozenset(
    """ball bernoulli beta binomial bits categorical cauchy chisquare choice dirichlet
    double_sided_maxwell exponential f gamma generalized_normal geometric gumbel laplace
    loggamma logistic lognormal maxwell multinomial multivariate_normal normal orthogonal
    pareto permutation poisson rademacher randint rayleigh split t triangular
    truncated_normal uniform wald weibull_min""".split()
)
# Build a key from a seed: the same seed gives the same key bits.
KEY_CONSTRUCTORS = frozenset({"jax.random.PRNGKey", "jax.random.key"})
# Calls that run a function they are given again and again (``ArgumentSlot`` of each):
# lax loop bodies run once per iteration (traced once, so a key they close over is the
# same constant every time), tree_map's function once per leaf.
REPEATED_BODIES = {
    "jax.lax.fori_loop": (ArgumentSlot(2, "body_fun"),),
    "jax.lax.while_loop": (ArgumentSlot(0, "cond_fun"), ArgumentSlot(1, "body_fun")),
    "jax.lax.scan": (ArgumentSlot(0, "f"),),
    "jax.lax.map": (ArgumentSlot(0, "f"),),
    "jax.tree_util.tree_map": (ArgumentSlot(0, "f"),),
    "jax.tree_util.tree_map_with_path": (ArgumentSlot(0, "f"),),
    "jax.tree.map": (ArgumentSlot(0, "f"),),
    "jax.tree.map_with_path": (ArgumentSlot(0, "f"),),
    "jax.tree_map": (ArgumentSlot(0, "f"),),
}

# --------------------------------------------------------------------------- refs

# Mutable references: ``ref.at[i].set(v)`` on one stores (verified on jax 0.10.2, inside jit
# and in Pallas kernels), so as a statement it is no lost update.
REF_MAKERS = frozenset(
    {"jax.new_ref", "jax.empty_ref", "jax.ref.new_ref", "jax.ref.empty_ref", "jax.experimental.mutable_array",
     "jax._src.core.mutable_array"}
)
# Calls whose function argument receives refs as its parameters (Pallas kernels, scoped
# allocations, pipelines): ``ArgumentSlot`` of that function.
REF_TAKERS = {
    "jax.experimental.pallas.pallas_call": ArgumentSlot(0, "kernel"),
    "jax.experimental.pallas.run_scoped": ArgumentSlot(0, "f"),
    "jax.experimental.pallas.kernel": ArgumentSlot(0, "body"),
    "jax.experimental.pallas.tpu.emit_pipeline": ArgumentSlot(0, "body"),
}
