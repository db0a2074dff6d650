# Under vmap only the size-deciding argument matters: compress's condition and bincount's x are unmapped here, so both run.
import jax
import jax.numpy as jnp

KEEP = jnp.array([True, False, True])


def summarise(row, bins):
    kept = jnp.compress(KEEP, row)
    hist = jnp.bincount(bins, weights=row)
    return kept.sum() + hist.sum()


jax.vmap(summarise, in_axes=(0, None))(jnp.ones((2, 3)), jnp.array([0, 1, 1]))
