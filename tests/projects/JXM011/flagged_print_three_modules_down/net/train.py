import jax
import jax.numpy as jnp

from net.model import forward


def loss(params, x):
    return jnp.sum(forward(params, x))


step = jax.jit(jax.grad(loss))
