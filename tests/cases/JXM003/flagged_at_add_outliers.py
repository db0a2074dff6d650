import jax
import jax.numpy as jnp


@jax.jit
def flag_outliers(counts, x, lo, hi):
    outliers = (x < lo) | (x > hi)
    return counts.at[outliers].add(1)  # expect: JXM003 col 22


flag_outliers(jnp.zeros(3, jnp.int32), jnp.array([0.0, 5.0, -5.0]), -1.0, 1.0)
