# vmapping over a batch of lengths makes each length a tracer (ragged shapes are impossible)
import jax
import jax.numpy as jnp


def padded_ones(n):
    return jnp.ones(n)  # expect: JXM010 col 12


jax.vmap(padded_ones)(jnp.array([2, 3]))
