"""jax.numpy functions that refuse a Python list or tuple where NumPy would convert it."""

# jax.numpy functions that raise ``TypeError: <name> requires ndarray or scalar arguments, got
# <class 'list'> at position 0.`` when argument 0 is a Python list or tuple (of numbers or of
# arrays alike): tests/probes/list_arguments.py calls every public jax.numpy and jax.numpy.linalg
# (``linalg.norm``: ``jnp.linalg.norm([dx, dy])``, a common one) function so, on
# jax 0.4.38 and 0.10.2, and these raise on both.  Not here, because they take a sequence:
# array, asarray, stack, concatenate, hstack, vstack, dstack, column_stack, block, einsum,
# select, lexsort; nor the shape of zeros/ones/full/empty.  Raising on one version only (left
# out, LIST_REJECTING_ON_ONE_VERSION): atleast_1d/2d/3d, argwhere, broadcast_arrays,
# isneginf, isposinf, tril/triu_indices_from, trim_zeros (0.10.2); arange, average, fix, put
# (0.4.38).
LIST_REJECTING = frozenset(
    """abs absolute acos acosh add all allclose amax amin angle any append arccos arccosh arcsin
    arcsinh arctan arctan2 arctanh argmax argmin argpartition argsort around array_split asin asinh
    astype atan atan2 atanh bincount bitwise_and bitwise_count bitwise_invert bitwise_left_shift
    bitwise_not bitwise_or bitwise_right_shift bitwise_xor broadcast_to cbrt ceil choose clip conj
    conjugate convolve copy copysign corrcoef correlate cos cosh count_nonzero cov cross cumprod
    cumsum cumulative_prod cumulative_sum deg2rad degrees delete diag diag_indices_from diagflat
    diagonal diff digitize divide divmod dot dsplit ediff1d empty_like equal exp exp2 expand_dims
    expm1 extract fabs flatnonzero flip fliplr flipud float_power floor floor_divide fmax fmin fmod
    frexp full_like gcd greater greater_equal heaviside histogram histogram2d histogram_bin_edges
    histogramdd hsplit hypot i0 imag inner insert interp intersect1d invert isclose iscomplex
    isfinite isin isinf isnan isreal ix_ kron lcm ldexp left_shift less less_equal linspace log
    log10 log1p log2 logaddexp logaddexp2 logical_and logical_not logical_or logical_xor matmul
    matrix_transpose matvec max maximum mean median meshgrid min minimum mod modf moveaxis multiply
    nan_to_num nanargmax nanargmin nancumprod nancumsum nanmax nanmean nanmedian nanmin
    nanpercentile nanprod nanquantile nanstd nansum nanvar negative nextafter nonzero not_equal
    ones_like outer packbits pad partition percentile permute_dims piecewise place poly polyadd
    polyder polydiv polyfit polyint polymul polysub polyval positive pow power prod ptp quantile
    rad2deg radians ravel real reciprocal remainder repeat reshape resize right_shift rint roll
    rollaxis roots rot90 round searchsorted setdiff1d setxor1d sign signbit sin sinc sinh sort
    sort_complex spacing split sqrt square squeeze std subtract sum swapaxes take take_along_axis
    tan tanh tensordot tile trace transpose trapezoid tril triu true_divide trunc union1d unique
    unique_all unique_counts unique_inverse unique_values unpackbits unravel_index unstack unwrap
    vander var vdot vecdot vecmat vsplit where zeros_like
    linalg.cholesky linalg.cond linalg.cross linalg.det linalg.diagonal linalg.eig linalg.eigh
    linalg.eigvals linalg.eigvalsh linalg.inv linalg.lstsq linalg.matmul linalg.matrix_norm
    linalg.matrix_rank linalg.matrix_transpose linalg.norm linalg.outer linalg.pinv linalg.qr
    linalg.slogdet linalg.solve linalg.svd linalg.svdvals linalg.tensordot linalg.tensorinv
    linalg.tensorsolve linalg.trace linalg.vecdot linalg.vector_norm""".split()
)
# The last part of each name: what ``jnp.linalg.norm(...)``'s attribute spells, checked first.
LIST_REJECTING_ATTRIBUTES = frozenset(name.rsplit(".", 1)[-1] for name in LIST_REJECTING)
LIST_REJECTING_ON_ONE_VERSION = frozenset(
    """atleast_1d atleast_2d atleast_3d argwhere broadcast_arrays isneginf isposinf
    tril_indices_from triu_indices_from trim_zeros arange average fix put""".split()
)
# Sequence-taking functions that refuse a Python list or tuple as an element of their sequence
# (``jnp.concatenate([[], [1]], 0)``: "concatenate requires ndarray or scalar arguments, got
# <class 'list'> at position 0."), on jax 0.4.38 and 0.10.2 (tests/probes/list_arguments.py,
# "list_of_lists").  hstack, vstack, dstack and column_stack refuse one on 0.10.2 only.
LIST_ELEMENT_REJECTING = frozenset({"concatenate", "stack"})
LIST_ELEMENT_REJECTING_ON_ONE_VERSION = frozenset({"hstack", "vstack", "dstack", "column_stack"})
# jax.numpy functions that raise the same TypeError "at position 1" when, after an array,
# argument 1 is a Python list or tuple (``jnp.percentile(x, [50, 90])``, ``jnp.isin(x, [1, 2])``,
# ``jnp.maximum(x, [0.0, 1.0])``): tests/probes/list_arguments.py ("second") calls every jax.numpy
# function taking two positional arguments so, on jax 0.10.2; each of these raises for both
# while an array there runs.
LIST_REJECTING_SECOND = frozenset(
    """add allclose arctan2 atan2 compress convolve copysign corrcoef correlate cov cross digitize
    divide divmod dot equal extract float_power floor_divide fmax fmin fmod full_like greater
    greater_equal heaviside histogram histogram2d histogram_bin_edges hypot inner intersect1d
    isclose isin kron less less_equal linspace logaddexp logaddexp2 logical_and logical_or
    logical_xor matmul maximum minimum mod multiply nanpercentile nanquantile nextafter not_equal
    outer percentile polyadd polydiv polymul polysub polyval pow power quantile remainder
    searchsorted setdiff1d setxor1d subtract trapezoid true_divide union1d vdot vecdot""".split()
)
# The keyword of argument 1, for those of LIST_REJECTING_SECOND that take it by keyword and raise the
# same TypeError for a list given so (``jnp.quantile(x, q=[0.05, 0.95])``, ``jnp.isin(x,
# test_elements=[1, 2])``): tests/probes/list_arguments.py ("second", "list_by_keyword"), jax 0.10.2.
LIST_REJECTING_SECOND_KEYWORDS = {
    "allclose": "b", "compress": "a", "convolve": "v", "corrcoef": "y", "correlate": "v", "cov": "y",
    "cross": "b", "digitize": "bins", "dot": "b", "extract": "arr", "fmax": "x2", "fmin": "x2",
    "full_like": "fill_value", "histogram": "bins", "histogram2d": "y", "histogram_bin_edges": "bins",
    "inner": "b", "intersect1d": "ar2", "isclose": "b", "isin": "test_elements", "kron": "b",
    "linspace": "stop", "matmul": "b", "nanpercentile": "q", "nanquantile": "q", "outer": "b",
    "percentile": "q", "polyadd": "a2", "polydiv": "v", "polymul": "a2", "polysub": "a2", "polyval": "x",
    "quantile": "q", "searchsorted": "v", "setdiff1d": "ar2", "setxor1d": "ar2", "trapezoid": "x",
    "union1d": "ar2", "vdot": "b"
}
LIST_ARGUMENT_ERROR = "requires ndarray or scalar arguments"
