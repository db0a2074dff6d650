import jax
import jax.numpy as jnp


@jax.jit
def loss(w):
    return jnp.sum(w ** 2)


value = loss(jnp.ones(3))
if value > 1.0:
    print("large loss", float(value))
