import jax
import jax.numpy as jnp


def scale(a, s):
    return jnp.sum(a * s)


a = jnp.arange(6, dtype=jnp.float32)
ds = jax.grad(scale, argnums=1)(a, 2.0)  # expect: JXM004 col 6
