import jax
import jax.numpy as jnp

from model import loss

print(loss(jnp.arange(3.0)))


def loss(x):
    return (x * 2.0).sum()


print(jax.jit(loss)(jnp.arange(3.0)))
