# Random data drawn with randn(10, 4) and randn(10, 2) of a generator handed in (as jax's own
# api_test.py draws from self.rng(), issue 705), mapped along axes 0 and 1: sizes 10 and 2.
import numpy as np
import jax
import jax.numpy as jnp


def check_vmap(rng):
    def h(a, b):
        return jnp.sum(a) + jnp.sum(b)

    X = rng.randn(10, 4).astype("float32")
    U = rng.randn(10, 2).astype("float32")
    return jax.vmap(h, in_axes=(0, 1))(X, U)  # expect: JXM005 col 12


check_vmap(np.random.RandomState(0))
