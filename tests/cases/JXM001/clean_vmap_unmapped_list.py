import jax
import jax.numpy as jnp


def apply(x, scales):
    scales[0] = 2.0  # in_axes None: a plain list, rebuilt per call
    return x * scales[0] + scales[1]


jax.vmap(apply, in_axes=(0, None))(jnp.ones((2, 3)), [1.0, 0.5])
