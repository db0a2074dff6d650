import jax
import jax.numpy as jnp


def combine(x, weights):
    return x * weights[0] + weights[1]


jax.jit(combine)(jnp.ones(3), [2.0, 1.0])  # no static args: the list is a pytree
