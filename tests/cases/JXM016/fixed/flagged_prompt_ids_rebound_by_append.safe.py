# picoGPT#9: the prompt's token ids are a list; jnp.append refuses it before the name is
# rebound to the array it returns.
import jax.numpy as jnp


def next_token(logits):
    return jnp.argmax(logits[-1])


ids = [15496, 11, 616]
logits = jnp.ones((3, 10))
ids = jnp.append(jnp.array(ids), next_token(logits))  # expect: JXM016 col 18
print(ids)
