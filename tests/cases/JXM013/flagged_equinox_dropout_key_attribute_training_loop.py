# an equinox module keeps its Dropout key as a field so that __call__ needs none; the training
# loop rebinds the model only to eqx.apply_updates(model, ...), which keeps that field: the same
# dropout mask on every step. equinox#498: https://github.com/patrick-kidger/equinox/issues/498
import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class Block(eqx.Module):
    linear: eqx.nn.Linear
    dropout: eqx.nn.Dropout
    key: jax.Array

    def __init__(self, key):
        lkey, self.key = jax.random.split(key)
        self.linear = eqx.nn.Linear(8, 8, key=lkey)
        self.dropout = eqx.nn.Dropout(p=0.5)

    def __call__(self, x):
        return self.dropout(self.linear(x), key=self.key)  # expect: JXM013 col 16


@eqx.filter_value_and_grad
def loss_fn(model, x, y):
    return jnp.mean((jax.vmap(model)(x) - y) ** 2)


model = Block(jax.random.PRNGKey(0))
optim = optax.sgd(1e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
x, y = jnp.ones((4, 8)), jnp.zeros((4, 8))
masks = []
for step in range(3):
    masks.append(model(x[0]) == 0)
    loss, grads = loss_fn(model, x, y)
    updates, opt_state = optim.update(grads, opt_state)
    model = eqx.apply_updates(model, updates)
print("same dropout mask on every step:", bool((masks[0] == masks[1]).all() and (masks[1] == masks[2]).all()))
