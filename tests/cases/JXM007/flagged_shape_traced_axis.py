# x.shape indexed by an axis that jit traces because it is not marked static: a shape is a tuple of Python ints.
import jax
import jax.numpy as jnp


@jax.jit
def zeros_along(x, axis):
    return jnp.zeros(x.shape[axis])  # expect: JXM007 col 22


zeros_along(jnp.ones((2, 3)), 1)
