import jax
import jax.numpy as jnp

X = jnp.ones((8, 3))
y = jnp.zeros(8)


def mse(w):
    return ((X @ w - y) ** 2).mean()


g = jax.grad(mse)(jnp.zeros(3))
