"""The NumPy functions that convert what they are handed into an ndarray, so that a
tracer there raises TracerArrayConversionError (probe-verified)."""

from __future__ import annotations

import ast
from typing import NamedTuple, Optional

from .errors import _groups, _slot


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

# NumPy functions that hand an array argument to its own method (``np.sum(t)`` is
# ``t.sum()``), so a tracer there returns a tracer: ``np.sqrt(np.sum(t * w))`` raises at
# the sqrt (jaxleyverse/jaxley#603).  Probe-verified (tests/probes/numpy_on_tracer.py, held
# by tests/test_jaxapi.py): each returned a tracer under jit, vmap and grad alone.  Not
# here: argmax, argmin, all, any, round, searchsorted (concrete under grad alone: their
# derivative is zero), argsort (raises under vmap on 0.10.2), imag (concrete under vmap).
NUMPY_TRACER_METHODS = frozenset(
    "amax amin cumprod cumsum max mean min prod real repeat reshape squeeze std sum swapaxes transpose var".split()
)


def numpy_method_call(qualname: Optional[str], call: ast.Call) -> bool:
    """``call`` is ``np.sum(x, ...)`` (a :data:`NUMPY_TRACER_METHODS` function) with ``x`` written first."""
    return (qualname is not None and qualname.startswith("numpy.") and qualname[len("numpy."):] in NUMPY_TRACER_METHODS
            and bool(call.args) and not isinstance(call.args[0], ast.Starred))
# Keywords NumPy and jax.numpy spell differently (jax 0.10.2's jnp.clip has only min/max):
# the rename fix renames them too.
JNP_KEYWORD_RENAMES = {"clip": {"a_min": "min", "a_max": "max"}}
