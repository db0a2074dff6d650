# Shape 1 trap: under grad alone nothing is staged; a jnp constant (and even the argument) can be branched on.
import jax
import jax.numpy as jnp


def loss(w):
    margin = jnp.array(2.0)
    if margin > 1.0:
        return jnp.sum(w ** 2) * margin
    return jnp.sum(w ** 2)


print(jax.grad(loss)(jnp.ones(3)))
