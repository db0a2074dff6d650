# the cache object is handed a dict at construction and filled with the jitted output,
# outside the trace: a concrete array is stored
import jax
import jax.numpy as jnp


class Cache:
    def __init__(self, store):
        self.store = store


cache = Cache(dict())


@jax.jit
def features(x):
    return jnp.tanh(x) * 2.0


cache.store["h"] = features(jnp.ones(3))
print(cache.store["h"] + 1)
