"""What the analysis knows about JAX's API, in one place.

Every table is a fact about JAX (or NumPy as JAX sees it), checked against a run
where it matters; rules and the rest of the analysis import them from here, so a new
JAX fact has one home.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Iterator, NamedTuple, Optional

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
    """Where an argument of a call sits: its position (None for a keyword-only parameter),
    and its keyword name if any."""

    position: Optional[int]
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
    # The loop index (parameter 0) counts up from ``lower``: an int array, traced like the carry.
    "jax.lax.fori_loop": LaxPrimitive(
        bodies=(ArgumentSlot(2, "body_fun"),),
        carries=((0, ArgumentSlot(0, "lower")), (1, ArgumentSlot(3, "init_val"))),
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


# --------------------------------------------------------------------------- errors


class JaxError(NamedTuple):
    """An exception JAX raises, and the core of its message that every supported version
    (0.4.38 and 0.10.2) prints."""

    exception: str
    message: str


def _slot(text: str) -> ArgumentSlot:
    """``"0=shape"`` -> ArgumentSlot(0, "shape"); ``"1"`` -> (1, None); ``"=max"`` -> (None, "max")."""
    position, _, keyword = text.partition("=")
    return ArgumentSlot(int(position) if position else None, keyword or None)


# --------------------------------------------------------------------------- NumPy on tracers


class NumpyOnTracer(NamedTuple):
    """A NumPy function that converts what it is handed into an ndarray, so a tracer there
    raises ``TracerArrayConversionError``."""

    slots: tuple  # ArgumentSlot: a tracer there (or in a list/tuple literal there) raised under jit and vmap
    grad_slots: frozenset  # those where a JVP tracer (grad alone) raised too
    # The rename fix: jax.numpy.<name> computed the same values, and ran under jit, when
    # called with these numbers of positional arguments and these keywords.
    twin_arities: frozenset
    twin_keywords: frozenset


# Generated once from tests/probes/numpy_on_tracer.py run under jax 0.10.2 and 0.4.38 (numpy
# 2.4.6), then held to it by tests/test_jaxapi.py: each slot raised TracerArrayConversionError
# under jit and vmap on both versions.  Each group: slots (position=keyword) | the slots that
# raised under grad alone too (int and bool inputs cannot be differentiated: not verified) |
# positional-argument counts with which the jax.numpy twin computed the same, and ran under
# jit | the twin's verified keywords; then the NumPy names.  Not here, on purpose: what NumPy
# hands to the array's own method (sum mean max min prod std var argmax argmin all any cumsum
# round reshape transpose squeeze repeat split take_along_axis ..., which work on tracers),
# argsort (works on 0.4.38, not on 0.10.2), array_equal/array_equiv (return False instead of
# raising), astype, put, put_along_axis, take's first argument (other errors), isnat
# (datetimes only), vectorize and frompyfunc (the function they return converts, not them).
_NUMPY_ON_TRACER_TABLE = """
0 | 0 | 1 | -
    abs absolute acos acosh arccos arccosh arcsin arcsinh arctan arctanh asin asinh atan atanh
    atleast_1d atleast_2d atleast_3d cbrt ceil complex64 conj conjugate cos cosh cumulative_prod
    cumulative_sum deg2rad degrees empty_like exp exp2 expm1 fabs float16 float32 float64 floor
    frexp isfinite isinf isnan linalg.cholesky linalg.matrix_norm linalg.svdvals
    linalg.vector_norm log log10 log1p log2 logical_not modf negative positive rad2deg radians
    reciprocal rint sign signbit sin sinh spacing sqrt square tan tanh trunc
0=a | 0=a | 1 | -
    copy count_nonzero diagonal diff fft.fft fft.fft2 fft.ifft fft.ifft2 fft.irfft fft.rfft
    histogram histogram_bin_edges linalg.det linalg.eig linalg.eigh linalg.eigvals
    linalg.eigvalsh linalg.inv linalg.pinv linalg.qr linalg.slogdet linalg.svd median nanargmax
    nanargmin nancumprod nancumsum nanmax nanmean nanmedian nanmin nanprod nanstd nansum nanvar
    ones_like ptp ravel sort sort_complex trace zeros_like
0 1 | 0 1 | 2 | -
    add arctan2 atan2 copysign divide divmod equal float_power floor_divide fmax fmin fmod
    greater greater_equal heaviside hypot inner less less_equal logaddexp logaddexp2 logical_and
    logical_or logical_xor matmul matvec maximum meshgrid minimum mod multiply nextafter
    not_equal pow power remainder subtract true_divide vdot vecdot vecmat
0 | - | 1 | -
    bitwise_count bitwise_invert bitwise_not bool_ int16 int32 int64 int8 invert uint32 uint8
0=a | 0=a | 2 | -
    argpartition expand_dims linalg.matrix_power nanpercentile nanquantile partition percentile
    quantile resize roll
0 1 | - | 2 | -
    bitwise_and bitwise_left_shift bitwise_or bitwise_right_shift bitwise_xor gcd lcm left_shift
    right_shift
0=x | 0=x | 1 | -
    corrcoef fft.fftshift fft.ifftshift i0 iscomplex linalg.cond nan_to_num sinc vander
0=a 1=b | 0=a 1=b | 2 | -
    allclose cross dot isclose kron linalg.solve outer
0=a | 0=a | - | -
    asanyarray asarray_chkfinite ascontiguousarray asfortranarray flatnonzero real_if_close
0=m | 0=m | 1 | -
    cov fliplr flipud rot90 tril triu
0=ar1 1=ar2 | 0=ar1 1=ar2 | - | -
    intersect1d setdiff1d setxor1d union1d
0=tup | 0=tup | 1 | -
    column_stack dstack hstack vstack
0=a | - | - | -
    argwhere choose nonzero
0=p | 0=p | 1 | -
    polyder polyint unwrap
0=start 1=stop | 0=start 1=stop | 3 | -
    geomspace linspace logspace
0 | - | - | -
    arange bincount
0 | 0 | 2 | -
    broadcast_arrays ldexp
0=a 1=v | 0=a 1=v | 2 | -
    convolve correlate
0=array | 0=array | 2 | -
    broadcast_to pad
0=arrays | 0=arrays | 1 | -
    block linalg.multi_dot
0=v | 0=v | 1 | -
    diag diagflat
0 | 0 | 1 | axis
    concatenate
0 1 2 | 1 2 | 3 | -
    where
0=A | 0=A | 1 | -
    linalg.matrix_rank
0=A | 0=A | 2 | -
    tile
0=a | 0=a | 1 | dtype
    asarray
0=a 1=a_min 2=a_max =max | 0=a 1=a_min 2=a_max =max | 1,3 | max,min
    clip
0=a 1=b | 0=a 1=b | - | -
    linalg.lstsq
0=a 1=b | 0=a 1=b | 2 | axes
    tensordot
0=a 1=fill_value | 0=a 1=fill_value | 2 | -
    full_like
0=a 2=weights | 0=a 2=weights | 1 | weights
    average
0=ar | 0=ar | - | -
    unique
0=arr | 0=arr | 2 | -
    delete
0=arr 1=values | 0=arr 1=values | 2 | -
    append
0=arr 2=values | 0=arr 2=values | 3 | -
    insert
0=arrays | 0=arrays | 1 | axis
    stack
0=ary | 0=ary | 1 | -
    ediff1d
0=condlist 1=choicelist | 1=choicelist | 2 | -
    select
0=element 1=test_elements | 0=element 1=test_elements | 2 | -
    isin
0=f | 0=f | 1 | -
    gradient
0=filt | 0=filt | - | -
    trim_zeros
0=keys | 0=keys | 1 | -
    lexsort
0=loc | 0=loc | - | -
    random.normal
0=object | 0=object | 1 | dtype
    array
0=p | 0=p | - | -
    roots
0=p 1=x | 0=p 1=x | 2 | -
    polyval
0=seq_of_zeros | 0=seq_of_zeros | 1 | -
    poly
0=x | 0=x | - | -
    fix
0=x | 0=x | 1 | axis,keepdims
    linalg.norm
0=x | 0=x | 2 | -
    digitize
0=x | 0=x | 3 | -
    piecewise
0=x 1=xp 2=fp | 0=x 1=xp 2=fp | 3 | -
    interp
0=x 1=y | 0=x 1=y | 3 | -
    polyfit
0=y | 0=y | 1 | -
    trapezoid
0=z | 0=z | 1 | -
    angle
1 2 | 1 2 | 3 | -
    einsum
1=a | 1=a | - | -
    compress
1=arr | 1=arr | - | -
    extract
1=fill_value | 1=fill_value | 2 | -
    full
1=indices | - | 2 | -
    take
1=src | 1=src | - | -
    copyto
1=v | 1=v | 2 | -
    searchsorted
2=arr | 2=arr | 3 | -
    apply_along_axis
"""


def _groups(table: str) -> Iterator[tuple]:
    """(header columns, name) for each name of a grouped table: a header line ``a | b | c``,
    then the names it applies to, indented."""
    header: tuple = ()
    for line in table.strip().splitlines():
        if "|" in line:
            header = tuple(column.strip() for column in line.split("|"))
        else:
            for name in line.split():
                yield header, name


def _numpy_on_tracer(table: str) -> dict:
    found = {}
    for (slots, grad, arities, keywords), name in _groups(table):
        found[name] = NumpyOnTracer(
            slots=tuple(_slot(s) for s in slots.split()),
            grad_slots=frozenset(_slot(s) for s in grad.split() if s != "-"),
            twin_arities=frozenset(int(a) for a in arities.split(",") if a != "-"),
            twin_keywords=frozenset(k for k in keywords.split(",") if k != "-"),
        )
    return found


NUMPY_ON_TRACER = _numpy_on_tracer(_NUMPY_ON_TRACER_TABLE)
# Keywords NumPy and jax.numpy spell differently (jax 0.10.2's jnp.clip has only min/max):
# the rename fix renames them too.
JNP_KEYWORD_RENAMES = {"clip": {"a_min": "min", "a_max": "max"}}

# --------------------------------------------------------------------------- static arguments

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
# jnp.tile's reps, jax.random.split's num, lax.slice, lax.broadcast; jnp.repeat is
# JXM008's (its output size).
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
