# The evaluation loop of equinox's vision_transformer example with dropout left on: every batch
# gets the same split keys, so every batch drops the same units.
import functools

import equinox as eqx
import jax
import jax.numpy as jnp


class Block(eqx.Module):
    linear: eqx.nn.Linear
    dropout: eqx.nn.Dropout

    def __init__(self, size, key):
        self.linear = eqx.nn.Linear(size, size, key=key)
        self.dropout = eqx.nn.Dropout(0.5)

    def __call__(self, x, enable_dropout, key):
        x = jax.nn.relu(self.linear(x))
        return self.dropout(x, inference=not enable_dropout, key=key)


class Model(eqx.Module):
    blocks: list
    dropout: eqx.nn.Dropout

    def __init__(self, size, num_layers, key):
        keys = jax.random.split(key, num_layers)
        self.blocks = [Block(size, k) for k in keys]
        self.dropout = eqx.nn.Dropout(0.1)

    def __call__(self, x, enable_dropout, key):
        dropout_key, *block_keys = jax.random.split(key, num=len(self.blocks) + 1)
        x = self.dropout(x, inference=not enable_dropout, key=dropout_key)
        for block, block_key in zip(self.blocks, block_keys):
            x = block(x, enable_dropout, key=block_key)
        return x.sum()


batch_size = 4
key = jax.random.PRNGKey(2003)
model_key, key = jax.random.split(key)
model = Model(8, 2, model_key)
for batch in range(3):
    images = jnp.full((batch_size, 8), float(batch))
    logits = jax.vmap(functools.partial(model, enable_dropout=True))(
        images, key=jax.random.split(key, num=batch_size)  # expect: JXM013 col 21
    )
    print(batch, logits)
