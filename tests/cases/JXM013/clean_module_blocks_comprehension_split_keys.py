# one child key per block: the blocks start from different weights
import equinox as eqx
import jax
import jax.numpy as jnp


class Block(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, size, key):
        self.linear = eqx.nn.Linear(size, size, key=key)

    def __call__(self, x):
        return jax.nn.relu(self.linear(x))


blocks = [Block(4, k) for k in jax.random.split(jax.random.PRNGKey(0), 3)]
print("blocks 0 and 1 identical:", bool(jnp.array_equal(blocks[0].linear.weight, blocks[1].linear.weight)))
