# The key is split and the new one stored back into the dict before the second draw.
import jax
import jax.numpy as jnp


def sample(state):
    key, sub = jax.random.split(state["key"])
    noise = jax.random.normal(sub, (3,))
    state["key"] = key
    mask = jax.random.bernoulli(state["key"], 0.5, (3,))
    return noise, mask


noise, mask = sample({"key": jax.random.PRNGKey(0), "step": 0})
print(noise, mask)
