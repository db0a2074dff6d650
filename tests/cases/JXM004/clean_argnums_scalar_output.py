import jax
import jax.numpy as jnp


def scaled_total(a, s):
    return jnp.sum(a) * s


a = jnp.ones((2, 3))
ds = jax.grad(scaled_total, argnums=1)(a, 2.0)
