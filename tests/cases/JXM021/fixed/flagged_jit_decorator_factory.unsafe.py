import jax
import jax.numpy as jnp


@jax.jit(static_argnames=["n"])  # expect: JXM021 col 32
def repeat(x, n):
    return jnp.tile(x, n)


print(repeat(jnp.ones(2), n=3))
