import jax
import jax.numpy as jnp


def smooth(x):
    y = jnp.tanh(x)
    z = y + jnp.ones_like(x)
    return jnp.sum(z / 2.0)


x0 = jnp.zeros((3, 2)).T
jax.grad(smooth)(x0)  # expect: JXM004 col 1
