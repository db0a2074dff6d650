# A parameter made in setup is the initializer's JAX array; a linen module's fields are frozen
# outside setup too, so the cure is a local copy, not self.w = ...
import flax.linen as nn
import jax
import jax.numpy as jnp


class Scale(nn.Module):
    def setup(self):
        self.w = self.param("w", nn.initializers.ones, (3,))

    def __call__(self, x):
        self.w[0] = 0.0  # expect: JXM001 col 9
        return x * self.w


variables = Scale().init(jax.random.PRNGKey(0), jnp.ones((2, 3)))
