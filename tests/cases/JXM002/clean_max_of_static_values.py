import jax
import jax.numpy as jnp


@jax.jit
def padded(x, y):
    width = max(x.shape[0], y.shape[0], 1)  # shapes are Python ints at trace time
    longest = max([x, y], key=len)  # key= compares lengths, not arrays
    return jnp.zeros(width) + longest.sum()


padded(jnp.ones(3), jnp.ones(2))
