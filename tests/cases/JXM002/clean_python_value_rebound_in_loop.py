import jax
import jax.numpy as jnp


@jax.jit
def decay(x):
    scale = 4.0
    for _ in range(3):
        if scale > 1.0:  # a Python float on every pass
            x = x * scale
        scale = scale / 2
    return x


decay(jnp.ones(3))
