# jnp.bincount with a static length= (literal or static argument) inside jit and a scan body.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_bins")
def histograms(batch, n_bins):
    def body(carry, row):
        return carry + jnp.bincount(row, length=n_bins), None

    total, _ = jax.lax.scan(body, jnp.zeros(n_bins, jnp.int32), batch)
    return total + jnp.bincount(batch[0], None, 0, length=n_bins)


histograms(jnp.array([[0, 1, 1], [2, 2, 0]]), n_bins=4)
