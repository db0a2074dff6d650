# A stateful RNG object kept with jax.experimental.attrs, a module JAX removed in 0.7.0
# (from https://github.com/jax-ml/jax/issues/20082)
import jax

from jax.experimental.attrs import jax_getattr, jax_setattr  # expect: JXM014 col 1


class StatefulRNG:
    key: jax.Array

    def __init__(self, key: jax.Array):
        self.key = key

    def split(self) -> jax.Array:
        key = jax_getattr(self, "key")
        new_key, returned_key = jax.random.split(key)
        jax_setattr(self, "key", new_key)
        return returned_key


rng = StatefulRNG(jax.random.key(0))


def jitted():
    rng.split()
    rng.split()


jax.jit(jitted)()
