# jnp.union1d inside jax.pmap (one CPU device).
import jax
import jax.numpy as jnp


@jax.pmap
def merged_vocab(a):
    return jnp.union1d(a, a + 1).sum()  # expect: JXM008 col 12


merged_vocab(jnp.array([[1, 2, 2]]))
