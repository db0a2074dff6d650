import jax
import jax.numpy as jnp


@jax.jit
def bump(layers):
    layers[0] = layers[0] + 1.0  # a dict keyed by layer index
    return layers


bump({0: jnp.ones(2), 1: jnp.ones(2)})
