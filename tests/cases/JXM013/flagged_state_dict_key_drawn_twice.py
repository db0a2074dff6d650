# The state dict carries the key; two draws read state["key"] without a split: the noise and the
# dropout mask come from one key.
import jax
import jax.numpy as jnp


def sample(state):
    noise = jax.random.normal(state["key"], (3,))
    mask = jax.random.bernoulli(state["key"], 0.5, (3,))  # expect: JXM013 col 12
    return noise, mask


noise, mask = sample({"key": jax.random.PRNGKey(0), "step": 0})
print(noise, mask)
