# Method forms with size=: x.nonzero(size=...) and x.compress(mask, size=...).
import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    (idx,) = x.nonzero(size=2)
    kept = x.compress(x > 1, size=2, fill_value=0)
    return idx, kept


f(jnp.array([0, 3, 0, 5]))
