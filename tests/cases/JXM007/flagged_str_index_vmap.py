# Decoding token ids with a Python string under vmap: the string asks the mapped id for an int.
import jax
import jax.numpy as jnp

ALPHABET = "ACGT"


def decode(token):
    return ALPHABET[token]  # expect: JXM007 col 12


jax.vmap(decode)(jnp.array([2, 0, 1]))
