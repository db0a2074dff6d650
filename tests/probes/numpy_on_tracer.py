"""Probe for JXM009's table: which NumPy calls raise ``TracerArrayConversionError`` on a tracer.

    python numpy_on_tracer.py            # prints one JSON line: template -> outcomes

Each template is a NumPy call written as text, with ``t`` where the tracer goes (directly, or as an
element of a list or tuple literal) and NumPy arrays or Python numbers elsewhere; its kind says
what ``t`` holds (``v`` a float vector, ``m`` a float matrix, ``s`` a float scalar, ``c`` a complex
vector, ``i``/``is`` an int vector/scalar, ``b``/``bs`` a bool vector/scalar).  Every template runs
with ``t`` a tracer under ``jax.jit`` (traced only: lowered, not compiled), ``jax.vmap`` and, for
float kinds, ``jax.grad`` alone; and once with ``np`` standing for ``jax.numpy`` (``twin``: does
``jax.numpy`` compute the same values, and run under jit?  The rename fix rests on it).

``tests/test_jaxapi.py`` runs this under the pinned JAX in a subprocess and holds
``semantics.jaxapi.NUMPY_ON_TRACER`` to it: every (function, argument slot) there has a template
here, and each raises; the grad and twin claims too.  The linter never runs it.

An outcome is ``RAISES`` (TracerArrayConversionError), ``WORKS`` (``RETURNS TRACER`` when what it
returned is a tracer), ``n/a`` or ``OTHER <type>``; a
twin is ``same``, ``differs``, ``missing`` or ``OTHER <type>`` (eager or under jit).
"""

import json
import os
import sys

# (kind, template).  Unary ufuncs and the binary ones are added from numpy's namespace below.
TEMPLATES = [
    # construction, conversion, scalar types
    ("v", "np.array(t)"), ("v", "np.array([t, t])"), ("s", "np.array([t, 1.0])"),
    ("v", "np.array(t, dtype=np.float32)"),
    ("v", "np.asarray(t)"), ("v", "np.asarray([t, t])"), ("v", "np.asarray(t, dtype=np.float32)"),
    ("v", "np.asanyarray(t)"),
    ("v", "np.ascontiguousarray(t)"), ("v", "np.asfortranarray(t)"), ("v", "np.asarray_chkfinite(t)"),
    ("v", "np.copy(t)"), ("v", "np.zeros_like(t)"), ("v", "np.ones_like(t)"), ("v", "np.empty_like(t)"),
    ("v", "np.full_like(t, 1.0)"), ("s", "np.full_like(V, t)"), ("s", "np.full(3, t)"),
    ("v", "np.atleast_1d(t)"), ("v", "np.atleast_2d(t)"), ("v", "np.atleast_3d(t)"), ("v", "np.ravel(t)"),
    ("v", "np.nan_to_num(t)"), ("v", "np.real_if_close(t)"), ("v", "np.iscomplex(t)"),
    ("s", "np.float16(t)"), ("v", "np.float16(t)"), ("s", "np.float32(t)"), ("v", "np.float32(t)"),
    ("s", "np.float64(t)"), ("v", "np.float64(t)"), ("s", "np.complex64(t)"), ("v", "np.complex64(t)"),
    ("is", "np.int8(t)"), ("is", "np.int16(t)"), ("is", "np.int32(t)"), ("is", "np.int64(t)"),
    ("is", "np.uint8(t)"), ("is", "np.uint32(t)"), ("bs", "np.bool_(t)"),
    ("is", "np.arange(t)"), ("s", "np.linspace(t, 1.0, 5)"), ("s", "np.linspace(0.0, t, 5)"),
    ("s", "np.logspace(t, 1.0, 5)"), ("s", "np.logspace(0.0, t, 5)"),
    ("s", "np.geomspace(1.0 + t, 2.0, 5)"), ("s", "np.geomspace(1.0, 1.0 + t, 5)"),
    # sorting, searching, sets
    ("v", "np.sort(t)"), ("v", "np.sort_complex(t)"), ("v", "np.unique(t)"), ("v", "np.nonzero(t)"),
    ("v", "np.argwhere(t)"), ("v", "np.flatnonzero(t)"), ("v", "np.count_nonzero(t)"),
    ("v", "np.partition(t, 1)"), ("v", "np.argpartition(t, 1)"), ("v", "np.lexsort((t, V))"),
    ("v", "np.searchsorted(SORTED, t)"), ("i", "np.take(V, t)"), ("v", "np.digitize(t, SORTED)"),
    ("v", "np.isin(t, V)"), ("v", "np.isin(V, t)"),
    ("v", "np.intersect1d(t, V)"), ("v", "np.intersect1d(V, t)"), ("v", "np.union1d(t, V)"),
    ("v", "np.union1d(V, t)"), ("v", "np.setdiff1d(t, V)"), ("v", "np.setdiff1d(V, t)"),
    ("v", "np.setxor1d(t, V)"), ("v", "np.setxor1d(V, t)"), ("i", "np.bincount(t)"),
    ("v", "np.where(t > 1.0, t, 0.0)"), ("v", "np.where(V > 0.5, t, 0.0)"), ("v", "np.where(V > 0.5, 0.0, t)"),
    ("v", "np.where(t > 1.0, V, 0.0)"), ("v", "np.where(t)"), ("v", "np.select([t > 1.0], [V])"),
    ("v", "np.select([V > 1.0], [t])"), ("v", "np.piecewise(t, [V > 1.0], [1.0, 0.0])"),
    ("i", "np.choose(t % 2, [V, V * 2])"), ("v", "np.compress([True, False, True], t)"),
    ("v", "np.extract([True, False, True], t)"), ("v", "np.copyto(np.zeros(3, np.float32), t)"),
    # cumulative, differences, statistics
    ("v", "np.nancumsum(t)"), ("v", "np.nancumprod(t)"), ("v", "np.cumulative_sum(t)"),
    ("v", "np.cumulative_prod(t)"), ("v", "np.diff(t)"), ("v", "np.ediff1d(t)"), ("v", "np.gradient(t)"),
    ("v", "np.trapezoid(t)"), ("v", "np.sinc(t)"), ("v", "np.i0(t)"), ("v", "np.unwrap(t)"), ("v", "np.fix(t)"),
    ("v", "np.angle(t)"), ("v", "np.ptp(t)"), ("v", "np.median(t)"), ("v", "np.average(t)"),
    ("v", "np.average(t, weights=V)"), ("v", "np.average(V, weights=t)"),
    ("v", "np.nansum(t)"), ("v", "np.nanprod(t)"), ("v", "np.nanmean(t)"), ("v", "np.nanstd(t)"),
    ("v", "np.nanvar(t)"), ("v", "np.nanmax(t)"), ("v", "np.nanmin(t)"), ("v", "np.nanargmax(t)"),
    ("v", "np.nanargmin(t)"), ("v", "np.nanmedian(t)"), ("v", "np.percentile(t, 50.0)"),
    ("v", "np.quantile(t, 0.5)"), ("v", "np.nanpercentile(t, 50.0)"), ("v", "np.nanquantile(t, 0.5)"),
    ("v", "np.histogram(t)"), ("v", "np.histogram_bin_edges(t)"), ("m", "np.cov(t)"), ("m", "np.corrcoef(t)"),
    ("v", "np.clip(t, 0.0, 1.0)"), ("v", "np.clip(t, a_min=0.0, a_max=1.0)"), ("s", "np.clip(V, t, 2.0)"),
    ("s", "np.clip(V, 0.0, t)"), ("v", "np.clip(t, min=0.0, max=1.0)"), ("s", "np.clip(V, max=t)"),
    ("v", "np.convolve(t, V)"), ("v", "np.convolve(V, t)"),
    ("v", "np.correlate(t, V)"), ("v", "np.correlate(V, t)"), ("v", "np.interp(t, XP, FP)"),
    ("v", "np.interp(V, t, FP3)"), ("v", "np.interp(V, XP3, t)"), ("v", "np.isclose(t, V)"),
    ("v", "np.isclose(V, t)"), ("v", "np.allclose(t, V)"), ("v", "np.allclose(V, t)"),
    # polynomials
    ("v", "np.polyval(t, V)"), ("v", "np.polyval(V, t)"), ("v", "np.polyfit(t, V, 1)"),
    ("v", "np.polyfit(V, t, 1)"), ("v", "np.poly(t)"), ("v", "np.polyder(t)"), ("v", "np.polyint(t)"),
    ("v", "np.roots(t)"), ("v", "np.vander(t)"),
    # products and linear algebra
    ("v", "np.dot(t, V)"), ("v", "np.dot(M, t)"), ("v", "np.vdot(t, V)"), ("v", "np.vdot(V, t)"),
    ("v", "np.inner(t, V)"), ("v", "np.inner(V, t)"), ("v", "np.outer(t, V)"), ("v", "np.outer(V, t)"),
    ("v", "np.tensordot(t, V, axes=1)"), ("v", "np.tensordot(V, t, axes=1)"), ("v", "np.kron(t, V)"),
    ("v", "np.kron(V, t)"), ("v", "np.cross(t, V)"), ("v", "np.cross(V, t)"),
    ("v", "np.einsum('i,i->', t, V)"), ("v", "np.einsum('ij,j->i', M, t)"),
    ("v", "np.matmul(t, M)"), ("v", "np.matmul(M, t)"), ("v", "np.vecdot(t, V)"), ("v", "np.vecdot(V, t)"),
    ("m", "np.matvec(t, V)"), ("v", "np.matvec(M, t)"), ("v", "np.vecmat(t, M)"), ("m", "np.vecmat(V, t)"),
    ("m", "np.trace(t)"), ("m", "np.diagonal(t)"), ("m", "np.diag(t)"), ("v", "np.diag(t)"),
    ("v", "np.diagflat(t)"), ("m", "np.tril(t)"), ("m", "np.triu(t)"), ("m", "np.fliplr(t)"),
    ("m", "np.flipud(t)"), ("m", "np.rot90(t)"), ("m", "np.apply_along_axis(lambda r: r * 2, 0, t)"),
    ("m", "np.linalg.norm(t)"), ("v", "np.linalg.norm(t)"), ("m", "np.linalg.norm(t, axis=1)"),
    ("m", "np.linalg.norm(t, axis=-1, keepdims=True)"),
    ("v", "np.linalg.vector_norm(t)"), ("m", "np.linalg.matrix_norm(t)"), ("m", "np.linalg.inv(t)"),
    ("m", "np.linalg.det(t)"), ("m", "np.linalg.slogdet(t)"), ("m", "np.linalg.eigh(t)"),
    ("m", "np.linalg.eigvalsh(t)"), ("m", "np.linalg.eig(t)"), ("m", "np.linalg.eigvals(t)"),
    ("m", "np.linalg.svd(t)"), ("m", "np.linalg.svdvals(t)"), ("m", "np.linalg.cholesky(t)"),
    ("m", "np.linalg.qr(t)"), ("m", "np.linalg.pinv(t)"), ("m", "np.linalg.matrix_rank(t)"),
    ("m", "np.linalg.cond(t)"), ("m", "np.linalg.matrix_power(t, 2)"), ("m", "np.linalg.solve(t, V)"),
    ("v", "np.linalg.solve(M, t)"), ("m", "np.linalg.lstsq(t, V, rcond=None)"),
    ("v", "np.linalg.lstsq(M, t, rcond=None)"), ("m", "np.linalg.multi_dot([t, M, t])"),
    ("v", "np.fft.fft(t)"), ("v", "np.fft.ifft(t)"), ("v", "np.fft.rfft(t)"), ("v", "np.fft.irfft(t)"),
    ("m", "np.fft.fft2(t)"), ("m", "np.fft.ifft2(t)"), ("v", "np.fft.fftshift(t)"), ("v", "np.fft.ifftshift(t)"),
    # joining and reshaping
    ("v", "np.concatenate([t, t])"), ("v", "np.concatenate([V, t])"), ("v", "np.concatenate([t, V], axis=0)"),
    ("v", "np.stack([t, V])"), ("v", "np.stack([t, V], axis=1)"),
    ("v", "np.hstack([t, V])"), ("v", "np.vstack([t, V])"), ("v", "np.dstack([t, V])"),
    ("v", "np.column_stack([t, V])"), ("v", "np.block([t, V])"), ("v", "np.append(t, 1.0)"),
    ("v", "np.append(V, t)"), ("v", "np.insert(t, 0, 1.0)"), ("s", "np.insert(V, 0, t)"),
    ("v", "np.delete(t, 0)"), ("v", "np.tile(t, 2)"), ("v", "np.roll(t, 1)"), ("v", "np.resize(t, 6)"),
    ("v", "np.pad(t, 1)"), ("v", "np.expand_dims(t, 0)"), ("v", "np.broadcast_to(t, (2, 3))"),
    ("v", "np.meshgrid(t, V)"), ("v", "np.meshgrid(V, t)"), ("v", "np.broadcast_arrays(t, V)"),
    ("v", "np.trim_zeros(t)"),
    ("v", "np.random.normal(t, 1.0)"),
    # handed to the array's own method: a tracer in, a tracer out (``returns``)
    ("v", "np.sum(t)"), ("v", "np.mean(t)"), ("v", "np.max(t)"), ("v", "np.min(t)"), ("v", "np.amax(t)"),
    ("v", "np.amin(t)"), ("v", "np.prod(t)"), ("v", "np.std(t)"), ("v", "np.var(t)"), ("v", "np.cumsum(t)"),
    ("v", "np.cumprod(t)"), ("v", "np.reshape(t, (3, 1))"), ("m", "np.transpose(t)"), ("v", "np.squeeze(t)"),
    ("v", "np.repeat(t, 2)"), ("m", "np.swapaxes(t, 0, 1)"), ("v", "np.real(t)"),
]
# Kinds whose tracer grad can make (float inputs).
FLOAT_KINDS = {"v", "m", "s"}
# ufunc input type character -> (kind of the tracer, the name of a NumPy array of that type).
UFUNC_CHARS = {
    "f": ("v", "V"), "d": ("v", "V64"), "e": ("v", "V"), "F": ("c", "C"), "D": ("c", "C"),
    "i": ("i", "I"), "l": ("i", "I64"), "q": ("i", "I64"), "?": ("b", "B"),
}


def ufunc_templates(np) -> list:
    """Every plain ufunc of numpy's namespace with the tracer first, and second for binary ones."""
    found = []
    for name in sorted(n for n in dir(np) if isinstance(getattr(np, n), np.ufunc)):
        ufunc = getattr(np, name)
        if ufunc.signature or name == "isnat":  # gufuncs are above; isnat takes datetimes only
            continue
        inputs = None
        for types in ufunc.types:
            ins = types.split("->")[0]
            if all(ch == "f" for ch in ins):
                inputs = ins
                break
        if inputs is None:
            inputs = next(t.split("->")[0] for t in ufunc.types if all(c in UFUNC_CHARS for c in t.split("->")[0]))
        kind, _ = UFUNC_CHARS[inputs[0]]
        others = [UFUNC_CHARS[ch][1] for ch in inputs[1:]]
        found.append((kind, f"np.{name}({', '.join(['t', *others])})"))
        if ufunc.nin == 2 and name != "ldexp":  # ldexp's exponent must be an int array
            found.append((kind, f"np.{name}({UFUNC_CHARS[inputs[0]][1]}, t)"))
    return found


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import warnings

    warnings.simplefilter("ignore")
    import numpy as np
    import jax
    import jax.numpy as jnp

    inputs = {
        "v": np.array([0.5, 1.5, 2.5], np.float32),
        "m": np.array([[2.0, 0.5, 0.0], [0.5, 3.0, 0.2], [0.0, 0.2, 1.5]], np.float32),
        "s": np.float32(0.7),
        "c": np.array([1 + 1j, 2 - 1j, 0.5j], np.complex64),
        "i": np.array([1, 2, 0], np.int32),
        "is": np.int32(2),
        "b": np.array([True, False, True]),
        "bs": np.bool_(True),
    }
    constants = {
        "V": np.array([0.25, 1.0, 2.0], np.float32),
        "V64": np.array([0.25, 1.0, 2.0], np.float64),
        "C": np.array([1 + 1j, 2 - 1j, 0.5j], np.complex64),
        "I": np.array([2, 1, 3], np.int32),
        "I64": np.array([2, 1, 3], np.int64),
        "B": np.array([True, True, False]),
        "M": np.eye(3, dtype=np.float32) * 2.0,
        "SORTED": np.array([0.0, 1.0, 2.0, 3.0], np.float32),
        "XP": np.array([0.0, 1.0, 2.0, 3.0], np.float32),
        "FP": np.array([0.0, 10.0, 20.0, 30.0], np.float32),
        "XP3": np.array([0.0, 1.0, 2.0], np.float32),
        "FP3": np.array([0.0, 10.0, 20.0], np.float32),
    }

    def call(template, module, t):
        return eval(template, {"np": module, "t": t, **constants})  # noqa: S307 - our own templates

    def outcome(error) -> str:
        if error is None:
            return "WORKS"
        if isinstance(error, jax.errors.TracerArrayConversionError):
            return "RAISES"
        return f"OTHER {type(error).__name__}"

    def under(transform, kind, template):
        box = {}

        def body(x):
            try:
                result = call(template, np, x)
                box["error"] = None
                box["tracer"] = isinstance(result, jax.core.Tracer)
            except Exception as error:  # noqa: BLE001 - what NumPy does with the tracer is the datum
                box["error"] = error
            return x

        value = inputs[kind]
        if transform == "jit":
            jax.jit(body).lower(value)
        elif transform == "vmap":
            jax.vmap(body)(np.stack([value, value]))
        elif transform == "grad":
            if kind not in FLOAT_KINDS:
                return "n/a"
            jax.grad(lambda x: jnp.sum(body(x)).astype(jnp.float32))(value)
        found = outcome(box.get("error", RuntimeError("not run")))
        return "RETURNS TRACER" if found == "WORKS" and box.get("tracer") else found

    def same(a, b, shape_only: bool) -> bool:
        left, right = jax.tree_util.tree_leaves(a), jax.tree_util.tree_leaves(b)
        if len(left) != len(right):
            return False
        for x, y in zip(left, right):
            x, y = np.asarray(x), np.asarray(y)
            if x.shape != y.shape:
                return False
            if shape_only:
                continue
            if not np.allclose(x.astype(np.complex128), y.astype(np.complex128), rtol=1e-4, atol=1e-5, equal_nan=True):
                return False
        return True

    def twin(kind, template) -> str:
        value = inputs[kind]
        try:
            expected = call(template, np, value)
        except Exception as error:  # noqa: BLE001
            return f"numpy itself raises {type(error).__name__}"
        try:
            got = call(template, jnp, jnp.asarray(value))
        except AttributeError:
            return "missing"
        except Exception as error:  # noqa: BLE001
            return f"OTHER eager {type(error).__name__}"
        if not same(got, expected, shape_only="empty" in template):
            return "differs"
        try:
            jax.jit(lambda x: call(template, jnp, x)).lower(value)
        except Exception as error:  # noqa: BLE001
            return f"OTHER jit {type(error).__name__}"
        return "same"

    results = {}
    for kind, template in TEMPLATES + ufunc_templates(np):
        record = {"kind": kind}
        for transform in ("jit", "vmap", "grad"):
            try:
                record[transform] = under(transform, kind, template)
            except Exception as error:  # noqa: BLE001 - raised outside the body
                record[transform] = f"OUTER {type(error).__name__}"
        record["twin"] = twin(kind, template)
        results[template] = record
    print(json.dumps({"jax": jax.__version__, "numpy": np.__version__, "templates": results}))


if __name__ == "__main__":
    sys.exit(main())
