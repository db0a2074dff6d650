import jax
import jax.numpy as jnp


def loss(x):
    return jnp.sum(jnp.mean(x**2, keepdims=True))


x = jnp.ones((2, 5))
g = jax.grad(loss)(x)  # expect: JXM004 col 5
