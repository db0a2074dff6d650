import jax
import jax.numpy as jnp


def norm_sq(v):
    return v @ v


value, grad = jax.value_and_grad(norm_sq)(jnp.arange(4.0))
