# Shape 1: a module-level JAX mask used as-is would work, but ~VALID inside jit is staged and no longer concrete.
import jax
import jax.numpy as jnp

VALID = jnp.array([True, False, True])


@jax.jit
def invalid_entries(x):
    return x[~VALID]  # expect: JXM003 col 14


print(invalid_entries(jnp.arange(3.0)))
