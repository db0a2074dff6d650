# every block of the comprehension is built from the same key, so all blocks start identical
# (equinox's docs/examples/vision_transformer.ipynb builds its attention blocks this way)
import equinox as eqx
import jax
import jax.numpy as jnp


class Block(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, size, key):
        self.linear = eqx.nn.Linear(size, size, key=key)

    def __call__(self, x):
        return jax.nn.relu(self.linear(x))


key1, key2 = jax.random.split(jax.random.PRNGKey(0))
blocks = [Block(4, key2) for _ in range(3)]  # expect: JXM013 col 11
print("blocks 0 and 1 identical:", bool(jnp.array_equal(blocks[0].linear.weight, blocks[1].linear.weight)))
