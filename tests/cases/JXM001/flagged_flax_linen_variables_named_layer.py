# A named layer's bias, reached through the variables init returns: a JAX array, immutable.
import flax.linen as nn
import jax
import jax.numpy as jnp


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(32)(x)
        return nn.Dense(10, name="head")(nn.relu(x))


variables = Classifier().init(jax.random.PRNGKey(1), jnp.ones((2, 8)))
variables["params"]["head"]["bias"][:] = -1.0  # expect: JXM001 col 1
