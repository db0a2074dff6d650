# Shape 8: jnp.isfinite(x).any(axis=1) bound to a name and used to select rows under jit.
import jax
import jax.numpy as jnp


@jax.jit
def usable_rows(x):
    valid = jnp.isfinite(x).any(axis=1)
    return x[valid].mean(axis=0)  # expect: JXM003 col 14


print(usable_rows(jnp.array([[1.0, jnp.nan], [jnp.nan, jnp.nan]])))
