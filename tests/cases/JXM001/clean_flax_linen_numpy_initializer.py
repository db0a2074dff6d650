# Lookalike: a parameter made by a NumPy initializer is a NumPy array in init, and takes item assignment.
import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np


class Scale(nn.Module):
    @nn.compact
    def __call__(self, x):
        w = self.param("w", lambda rng, shape: np.ones(shape, np.float32), (x.shape[-1],))
        w[0] = 0.0
        return x * w


variables = Scale().init(jax.random.PRNGKey(0), jnp.ones((2, 3)))
