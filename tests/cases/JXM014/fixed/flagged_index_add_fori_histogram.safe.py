# `from jax import ops`; ops.index_add(counts, ops.index[i], 1.0) in a fori_loop: https://github.com/probml/JSL/issues/25
import jax
import jax.numpy as jnp
from jax import ops


def histogram(xs, nbins):
    def body(i, counts):
        return counts.at[xs[i]].add(1.0)  # expect: JXM014 col 16

    return jax.lax.fori_loop(0, xs.shape[0], body, jnp.zeros(nbins))


print(histogram(jnp.array([0, 2, 2, 1]), 3))
