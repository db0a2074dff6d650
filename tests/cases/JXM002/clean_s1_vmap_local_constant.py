# Shape 1 trap: under vmap alone a jnp constant that does not depend on a mapped argument is concrete, so Python can branch on it.
import jax
import jax.numpy as jnp


def scaled(x):
    scale = jnp.sqrt(2.0)
    if scale > 1.0:
        return x * scale
    return x


print(jax.vmap(scaled)(jnp.arange(3.0)))
