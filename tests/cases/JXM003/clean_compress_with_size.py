import jax
import jax.numpy as jnp


@jax.jit
def compact(x):
    return jnp.compress(x > 0, x, size=3, fill_value=0.0)


compact(jnp.array([-1.0, 2.0, 3.0]))
