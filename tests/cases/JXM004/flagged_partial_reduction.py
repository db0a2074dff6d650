import jax
import jax.numpy as jnp

y = jnp.array([1.0, 0.0, 1.0])


def weighted(w):
    return jnp.mean(w) * y


jax.grad(weighted)(jnp.ones((5,)))  # expect: JXM004 col 1
