# Reading a concrete module constant inside jit is no operation: comparing its Python twin is fine.
import jax
import jax.numpy as jnp

LIMIT = 2.0
SCALE = jnp.float32(LIMIT)


@jax.jit
def clip(x):
    if LIMIT > 1.0:
        return jnp.minimum(x, SCALE)
    return x


clip(jnp.arange(4.0))
