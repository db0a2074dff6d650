import jax
import jax.numpy as jnp


@jax.jit
def clip_first(x):
    x[0] = 0.0  # expect: JXM001 col 5
    return x


clip_first(jnp.ones(3))
