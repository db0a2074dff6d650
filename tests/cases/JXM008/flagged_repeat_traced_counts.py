# jnp.repeat with repeats taken from the data (shape from https://github.com/data-apis/array-api/pull/690).
import jax
import jax.numpy as jnp


def func(x):
    return jnp.repeat(x, x[2])  # expect: JXM008 col 12


jax.jit(func)(jnp.arange(3))
