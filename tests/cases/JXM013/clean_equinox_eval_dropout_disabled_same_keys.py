# Evaluation as equinox's vision_transformer example writes it: every batch gets the same
# split keys, but enable_dropout=False, so no dropout layer draws from them.
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


@eqx.filter_jit
def step_model(model: Model, images, keys):
    loss = lambda m: jax.vmap(m, in_axes=(0, None, 0))(images, True, keys).mean()
    grads = eqx.filter_grad(loss)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -0.01 * g, grads))


def train(model: Model, images, num_steps, key):
    for step in range(num_steps):
        key, *subkeys = jax.random.split(key, num=batch_size + 1)
        model = step_model(model, images, jnp.array(subkeys))
    return model, key


batch_size = 4
key = jax.random.PRNGKey(2003)
model_key, key = jax.random.split(key)
model = Model(8, 2, model_key)
model, key = train(model, jnp.ones((batch_size, 8)), 2, key)
for batch in range(3):
    images = jnp.full((batch_size, 8), float(batch))
    logits = jax.vmap(functools.partial(model, enable_dropout=False))(
        images, key=jax.random.split(key, num=batch_size)
    )
    print(batch, logits)
