import jax
import jax.numpy as jnp


@jax.jit
def bad_entries(x):
    valid = jnp.isfinite(x)
    return jnp.where(~valid, x, 0)  # expect: JXM003 col 14


bad_entries(jnp.array([1.0, jnp.inf, 3.0]))
