# The method form x.repeat(counts) with traced counts inside jit (no total_repeat_length=).
import jax
import jax.numpy as jnp


@jax.jit
def expand(tokens, counts):
    return tokens.repeat(counts)  # expect: JXM008 col 12


expand(jnp.array([7, 8]), jnp.array([1, 2]))
