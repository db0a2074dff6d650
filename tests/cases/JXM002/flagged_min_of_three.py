from jax import jit
import jax.numpy as jnp


@jit
def smallest_norm(a, b):
    return min(jnp.linalg.norm(a), jnp.linalg.norm(b), 1.0)  # expect: JXM002 col 12


smallest_norm(jnp.ones(2), jnp.ones(2))
