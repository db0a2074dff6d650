# The functional way: each leaf a new array with its first row zeroed.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(8)(x)))


def zero_first_row(p):
    return p.at[0].set(0.0)


params = MLP().init(jax.random.PRNGKey(0), jnp.ones((2, 3)))["params"]
params = jax.tree_util.tree_map(zero_first_row, params)
print(params["Dense_0"]["kernel"][0])
