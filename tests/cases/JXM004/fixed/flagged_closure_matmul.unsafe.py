import jax
import jax.numpy as jnp

W = jnp.ones((4, 3))
b = jnp.zeros(4)


def layer(x):
    return jnp.sum(jax.nn.relu(W @ x + b))


jax.grad(layer)(jnp.ones(3))  # expect: JXM004 col 1
