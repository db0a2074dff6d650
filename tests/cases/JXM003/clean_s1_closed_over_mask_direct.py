# Shape 1 trap: a concrete module-level JAX mask indexing directly inside jit (no operation on it) works.
import jax
import jax.numpy as jnp

VALID = jnp.array([True, False, True])


@jax.jit
def valid_entries(x):
    return x[VALID]


print(valid_entries(jnp.arange(3.0)))
