# self.param returns the initializer's JAX array, in init too: no trace needed to fail.
import flax.linen as nn
import jax
import jax.numpy as jnp


class Scale(nn.Module):
    @nn.compact
    def __call__(self, x):
        w = self.param("w", nn.initializers.ones, (x.shape[-1],))
        w[0] = 0.0  # expect: JXM001 col 9
        return x * w


variables = Scale().init(jax.random.PRNGKey(0), jnp.ones((2, 3)))
