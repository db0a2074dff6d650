# Shape 2 trap: the per-sample residual def is replaced by a scalar loss before grad is called.
import jax
import jax.numpy as jnp

X = jnp.ones((5, 3))
y = jnp.zeros(5)


def loss(w):
    return (X @ w - y) ** 2


print(loss(jnp.zeros(3)))


def loss(w):
    return jnp.mean((X @ w - y) ** 2)


print(jax.grad(loss)(jnp.zeros(3)))
