# keepdims=True keeps the reduced axes: a (1, 1) array, not a scalar.
import jax
import jax.numpy as jnp


def loss(pred, y):
    return ((pred - y) ** 2).mean(axis=(0, 1), keepdims=True)


def step(pred, y):
    return jax.grad(loss)(pred, y)  # expect: JXM004 col 12


step(jnp.ones((16, 3)), jnp.ones((16, 3)))
step(jnp.ones((8, 3)), jnp.ones((8, 3)))
