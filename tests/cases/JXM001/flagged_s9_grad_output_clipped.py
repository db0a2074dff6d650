# Shape 9: gradients returned by jax.grad are JAX arrays; clipping one entry in place fails.
import jax
import jax.numpy as jnp


def loss(w):
    return jnp.sum(w ** 2)


g = jax.grad(loss)(jnp.array([3.0, -1.0]))
g[0] = jnp.clip(g[0], -1.0, 1.0)  # expect: JXM001 col 1
