# The prompt's token ids made an array before jnp.append extends them.
import jax.numpy as jnp


def next_token(logits):
    return jnp.argmax(logits[-1])


ids = jnp.array([15496, 11, 616])
logits = jnp.ones((3, 10))
ids = jnp.append(ids, next_token(logits))
print(ids)
