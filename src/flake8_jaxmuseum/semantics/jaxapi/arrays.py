"""JAX arrays: their attributes and methods, which jax.numpy/random/nn/linalg functions
return one, which return booleans, and NumPy's array constructors."""

from __future__ import annotations

import ast


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
    for name in """array asarray zeros ones empty full arange linspace eye identity zeros_like ones_like
    empty_like full_like stack concatenate vstack hstack dstack column_stack indices tile logspace
    geomspace""".split()
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


# jax.numpy functions that return one array when given this many arguments:
# ``jnp.where(c, x, y)`` (with one argument it returns a tuple of index arrays).
JNP_ARRAY_WITH_ARGUMENTS = {"where": 3}


def returns_array(qualname: str, arguments: int = 0) -> bool:
    """True for the JAX functions that provably return a single array (called with
    ``arguments`` arguments)."""
    parts = qualname.split(".")
    if len(parts) == 3 and parts[:2] == ["jax", "numpy"]:
        if JNP_ARRAY_WITH_ARGUMENTS.get(parts[2]) == arguments:
            return True
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
