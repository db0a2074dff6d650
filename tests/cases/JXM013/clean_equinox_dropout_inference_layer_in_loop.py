# an equinox Dropout built in inference mode (or called with inference=True) draws nothing:
# the same key on every evaluation step repeats nothing
import equinox as eqx
import jax
import jax.numpy as jnp


class Block(eqx.Module):
    linear: eqx.nn.Linear
    dropout: eqx.nn.Dropout
    head: eqx.nn.Dropout
    key: jax.Array

    def __init__(self, key):
        lkey, self.key = jax.random.split(key)
        self.linear = eqx.nn.Linear(8, 8, key=lkey)
        self.dropout = eqx.nn.Dropout(p=0.5, inference=True)
        self.head = eqx.nn.Dropout(0.5)

    def __call__(self, x):
        return self.head(self.dropout(self.linear(x), key=self.key), inference=True, key=self.key)


model = Block(jax.random.PRNGKey(0))
for step in range(3):
    print(model(jnp.ones(8))[:3])
