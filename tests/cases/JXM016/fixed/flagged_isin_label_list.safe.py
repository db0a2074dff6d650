# A mask of the tokens that end a sentence, the ids listed by hand after the token array.
import jax.numpy as jnp

EOS_IDS = [1, 2]


def sentence_ends(tokens):
    return jnp.isin(tokens, jnp.array(EOS_IDS))  # expect: JXM016 col 29


print(sentence_ends(jnp.array([5, 1, 7, 2])))
