# A value drawn, then redrawn from the same key into the same name on one arm: the first
# draw is overwritten before anything reads it, so only one of the two is ever seen.
import jax
import jax.numpy as jnp


def init_bias(key, size, kind):
    bias = jax.random.normal(key, (size,)) * 0.01
    if kind == "uniform":
        bias = jax.random.uniform(key, (size,), minval=-0.01, maxval=0.01)
    return bias + jnp.zeros(size)


print(init_bias(jax.random.PRNGKey(0), 3, "normal"), init_bias(jax.random.PRNGKey(1), 3, "uniform"))
