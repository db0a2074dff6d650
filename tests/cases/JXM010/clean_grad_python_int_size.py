# under jax.grad a non-differentiated Python int is concrete, so it works as a size or a slice bound
import jax
import jax.numpy as jnp


def loss(w, n):
    basis = jnp.arange(n) * 1.0
    return jnp.sum((w * basis[:n]) ** 2) + jnp.zeros(n).sum()


jax.grad(loss)(0.5, 4)
