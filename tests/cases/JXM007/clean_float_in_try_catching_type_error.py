import jax
import jax.numpy as jnp


@jax.jit
def scaled(x, scale):
    try:
        scale = float(scale)  # a Python number when it can be; a tracer stays one
    except TypeError:
        pass
    return x * scale


print(scaled(jnp.ones(3), 2.0))
