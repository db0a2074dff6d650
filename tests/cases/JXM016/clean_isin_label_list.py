# A mask of the tokens that end a sentence, the ids listed by hand in an array.
import jax.numpy as jnp

EOS_IDS = jnp.array([1, 2])


def sentence_ends(tokens):
    return jnp.isin(tokens, EOS_IDS)


print(sentence_ends(jnp.array([5, 1, 7, 2])))
