import jax
import jax.numpy as jnp


@jax.jit
def positives(x):
    return jnp.where(x > 0, x, 0)  # expect: JXM003 col 14


positives(jnp.array([-1.0, 2.0, 3.0]))
