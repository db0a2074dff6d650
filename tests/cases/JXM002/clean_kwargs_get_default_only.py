# No call hands `scale`: .get returns the Python default, and `if` compares a float.
import jax
import jax.numpy as jnp


@jax.jit
def apply(x, **kwargs):
    if kwargs.get("scale", 1.0) > 1:
        x = x * kwargs["scale"]
    return x


print(apply(jnp.ones(3)))
