# a module-level NumPy lookup table indexed by a traced integer inside jit (jax#3133, jax#7545): https://github.com/jax-ml/jax/issues/7545
import jax
import jax.numpy as jnp
import numpy as np

WEIGHTS = np.linspace(0.0, 1.0, 10)


@jax.jit
def weighted(x, i):
    return x * WEIGHTS[i]  # expect: JXM009 col 16


weighted(jnp.ones(3), 4)
