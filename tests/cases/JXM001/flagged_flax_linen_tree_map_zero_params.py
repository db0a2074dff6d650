# Zeroing the first row of every parameter a linen init made, leaf by leaf, in place.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(8)(x)))


def zero_first_row(p):
    p[0] = 0.0  # expect: JXM001 col 5
    return p


params = MLP().init(jax.random.PRNGKey(0), jnp.ones((2, 3)))["params"]
params = jax.tree_util.tree_map(zero_first_row, params)
