# Shape 2 trap: the test sees the Python float bound above it; the tracer is bound to the same name only afterwards (no loop).
import jax
import jax.numpy as jnp


@jax.jit
def normalize(x):
    scale = 1.0
    if scale > 0:
        x = x / 2.0
    scale = jnp.max(jnp.abs(x))
    return x / scale


print(normalize(jnp.array([1.0, -4.0])))
