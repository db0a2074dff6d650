# A parameter: what it holds is the callers' business (here an array).
import jax
import jax.numpy as jnp


@jax.jit
def normalise(values):
    return values / jnp.sum(values)


print(normalise(jnp.array([1.0, 3.0])))
