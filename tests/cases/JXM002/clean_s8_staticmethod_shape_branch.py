# Shape 8 trap: @staticmethod over @jax.jit branching only on static facts (ndim, shape).
import jax
import jax.numpy as jnp


class Batch:
    @staticmethod
    @jax.jit
    def flatten(x):
        if x.ndim == 2 and x.shape[1] > 1:
            return x.reshape(-1)
        return x


print(Batch.flatten(jnp.ones((2, 3))).shape)
