import flax.linen as nn
import jax
import jax.numpy as jnp


class Gate(nn.Module):
    @nn.jit
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(3)(x)
        if x.mean() > 0:  # expect: JXM002 col 12
            x = nn.relu(x)
        return x


model = Gate()
variables = model.init(jax.random.PRNGKey(0), jnp.ones(3))
