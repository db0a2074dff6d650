# Set operations with size= inside jit (https://github.com/jax-ml/jax/pull/6930, https://github.com/jax-ml/jax/pull/8144).
import jax
import jax.numpy as jnp


@jax.jit
def set_ops(a, b):
    u = jnp.union1d(a, b, size=6, fill_value=-1)
    d = jnp.setdiff1d(a, b, size=3, fill_value=-1)
    i = jnp.intersect1d(a, b, size=3, fill_value=-1)
    x = jnp.setxor1d(a, b, size=4, fill_value=-1)
    w = jnp.where(a > 1, size=3, fill_value=-1)
    return u, d, i, x, w


set_ops(jnp.array([1, 2, 3]), jnp.array([2, 3, 4]))
