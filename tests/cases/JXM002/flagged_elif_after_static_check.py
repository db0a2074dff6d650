import jax.numpy as jnp
from jax import jit


@jit
def normalise(x):
    if x.ndim > 1:
        x = x.reshape(-1)
    elif jnp.max(x) > 1.0:  # expect: JXM002 col 10
        return x / jnp.max(x)
    return x


normalise(jnp.array([0.5, 2.0, 4.0]))
