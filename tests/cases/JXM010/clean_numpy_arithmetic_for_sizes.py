# the jax#5186 answer: NumPy (not jnp) arithmetic on constants is not staged, so the size stays static: https://github.com/jax-ml/jax/issues/5186
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def test_arange():
    n = np.add(2, 3)
    steps = int(np.ceil(1.0 / 0.3))
    return jnp.arange(n).sum() + jnp.linspace(0.0, 1.0, steps).sum()


test_arange()
