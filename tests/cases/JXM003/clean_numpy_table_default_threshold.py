import jax
import jax.numpy as jnp
import numpy as np

PRIORS = np.array([0.1, 0.9, 0.7])


@jax.jit
def score(x, threshold=0.5):
    return x + PRIORS[PRIORS > threshold].sum()


score(jnp.ones(2))
