import jax
import jax.numpy as jnp


@jax.jit
def scale_first(x):
    x = x.at[0].set(x[0] / x.shape[0])  # expect: JXM001 col 5
    return x


args = (jnp.ones(3),)
scale_first(*args)
