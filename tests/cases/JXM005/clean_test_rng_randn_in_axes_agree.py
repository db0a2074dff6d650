# Random data drawn with randn(10, 4) and randn(10, 2) of a generator handed in, both mapped
# along axis 0 (size 10).
import numpy as np
import jax
import jax.numpy as jnp


def check_vmap(rng):
    def h(a, b):
        return jnp.sum(a) + jnp.sum(b)

    X = rng.randn(10, 4).astype("float32")
    U = rng.randn(10, 2).astype("float32")
    return jax.vmap(h)(X, U)


print(check_vmap(np.random.RandomState(0)).shape)
