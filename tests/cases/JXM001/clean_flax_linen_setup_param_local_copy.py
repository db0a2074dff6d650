# The cure of a setup parameter's update: a local array, .at[].set, used in place of the field.
import flax.linen as nn
import jax
import jax.numpy as jnp


class Scale(nn.Module):
    def setup(self):
        self.w = self.param("w", nn.initializers.ones, (3,))

    def __call__(self, x):
        w = self.w.at[0].set(0.0)
        return x * w


variables = Scale().init(jax.random.PRNGKey(0), jnp.ones((2, 3)))
assert Scale().apply(variables, jnp.ones((2, 3)))[0, 0] == 0.0
