# Under vmap only mapped values are tracers: unique of an unmapped argument or of a constant runs.
import jax
import jax.numpy as jnp

VOCAB = jnp.array([4, 2, 2, 9])


def score(x, tokens):
    vocab = jnp.unique(tokens)
    other = jnp.nonzero(VOCAB > 3)[0]
    return x * vocab.shape[0] + other.shape[0]


jax.vmap(score, in_axes=(0, None))(jnp.arange(3.0), jnp.array([1, 1, 5]))
