# positions that accept traced values: roll shift, fill value, linspace endpoints, eye's k, fori_loop bounds, take index
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def f(x, shift, stop, n):
    rolled = jnp.roll(x, shift)
    filled = jnp.full(3, stop)
    grid = jnp.linspace(0.0, stop, 5)
    band = jnp.eye(3, k=shift)
    total = lax.fori_loop(0, n, lambda i, acc: acc + x[i], 0.0)
    return rolled.sum() + filled.sum() + grid.sum() + band.sum() + total + jnp.take(x, shift)


f(jnp.arange(4.0), 1, 2.0, 3)
