# One key short of a parameter: a submodule's dict of parameters, which takes any new key.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(16)(x))
        return nn.Dense(1)(x)


params = MLP().init(jax.random.PRNGKey(0), jnp.ones((4, 3)))["params"]
params["Dense_1"][0] = jnp.zeros(1)
print(sorted(map(str, params["Dense_1"])))
