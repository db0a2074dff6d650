# Shape 9: a loss built with jnp.stack([...]) of two scalar terms returns shape (2,).
import jax
import jax.numpy as jnp

X = jnp.ones((6, 3))
y = jnp.zeros(6)


def mse(w):
    return jnp.mean((X @ w - y) ** 2)


def l2(w):
    return 1e-3 * jnp.sum(w ** 2)


def loss(w):
    return jnp.sum(jnp.stack([mse(w), l2(w)]))


grads = jax.grad(loss)(jnp.zeros(3))  # expect: JXM004 col 9
