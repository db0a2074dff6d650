import jax
import jax.numpy as jnp


@jax.jit
def bad_entries(x):
    valid = jnp.isfinite(x)
    return x[~valid]  # expect: JXM003 col 14


bad_entries(jnp.array([1.0, jnp.inf, 3.0]))
