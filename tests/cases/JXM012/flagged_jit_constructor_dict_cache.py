# a jitted function caches its intermediate in a dict its module-level cache object was
# handed at construction; the cached tracer is read on a later eager call
import jax
import jax.numpy as jnp


class Cache:
    def __init__(self, store):
        self.store = store


cache = Cache(dict())


@jax.jit
def features(x):
    h = jnp.tanh(x)
    cache.store["h"] = h  # expect: JXM012 col 5
    return h * 2.0


features(jnp.ones(3))
print(cache.store["h"] + 1)
