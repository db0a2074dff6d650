# dynamiqs/dynamiqs#917 (https://github.com/dynamiqs/dynamiqs/pull/917): dq.wigner's Clenshaw sum,
# as dynamiqs/utils/wigners.py wrote it before the fix.  The outer fori_loop has static bounds, but
# the series it runs per step loops to n + 1 - i, i the outer step: a traced bound.  Its carry
# starts from _diag_element(rho, ...), a helper handed the differentiated state, so
# jax.grad(wigner_cost) raises "Reverse-mode differentiation does not work for lax.while_loop".
import jax
import jax.numpy as jnp
from jax import lax


def _wigner_clenshaw(state, xvec, yvec, g=2.0):
    n = state.shape[-1]
    x, p = jnp.meshgrid(xvec, yvec, indexing="ij")
    a = 0.5 * g * (x + 1.0j * p)
    a2 = jnp.abs(a) ** 2
    w = 2 * state[0, -1] * jnp.ones_like(a)
    state = state * (2 * jnp.ones((n, n)) - jnp.eye(n))

    def loop(i, w):
        i = n - 2 - i
        w = w * (2 * a * (i + 1) ** (-0.5))
        return w + _laguerre_series(i, 4 * a2, state, n)

    w = lax.fori_loop(0, n - 1, loop, w)
    return (w.real * jnp.exp(-2 * a2) * 0.5 * g**2 / jnp.pi).T


def _diag_element(mat, diag, element):
    n = mat.shape[0]
    element = jax.lax.select(element < 0, n - jnp.abs(diag) - jnp.abs(element), element)
    return mat[jnp.maximum(-diag, 0) + element, jnp.maximum(diag, 0) + element]


def _laguerre_series(i, x, rho, n):
    def n_1():
        return _diag_element(rho, i, 0) * jnp.ones_like(x)

    def n_2():
        c0 = _diag_element(rho, i, 0)
        c1 = _diag_element(rho, i, 1)
        return (c0 - c1 * (i + 1 - x) * (i + 1) ** (-0.5)) * jnp.ones_like(x)

    def n_other():
        y0 = _diag_element(rho, i, -2) * jnp.ones_like(x)
        y1 = _diag_element(rho, i, -1) * jnp.ones_like(x)

        def loop(j, args):
            k = n + 1 - i - j
            y0, y1 = args
            ckm1 = _diag_element(rho, i, -j)
            return (ckm1 - y1 * (k * (i + k) / ((i + k + 1) * (k + 1))) ** 0.5,
                    y0 - y1 * (i + 2 * k - x + 1) * ((i + k + 1) * (k + 1)) ** -0.5)

        y0, y1 = lax.fori_loop(3, n + 1 - i, loop, (y0, y1))  # expect: JXM019 col 18
        return y0 - y1 * (i + 1 - x) * (i + 1) ** (-0.5)

    return lax.cond(n - i == 1, n_1, lambda: lax.cond(n - i == 2, n_2, n_other))


def wigner_cost(rho):
    xvec = jnp.linspace(-2.0, 2.0, 5)
    return jnp.sum(_wigner_clenshaw(rho, xvec, xvec)[-1])


print(jax.grad(wigner_cost)(jnp.eye(6) / 6.0))
