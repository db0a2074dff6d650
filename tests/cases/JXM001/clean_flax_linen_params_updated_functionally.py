# The functional update: a new kernel stored back into the (mutable) parameter dict.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(16)(x))
        return nn.Dense(1)(x)


model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((4, 3)))["params"]
params["Dense_0"]["kernel"] = params["Dense_0"]["kernel"].at[0].set(0.0)
print(params["Dense_0"]["kernel"][0])
