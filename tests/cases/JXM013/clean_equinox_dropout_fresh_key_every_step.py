# the dropout key is split on every step and handed to the model: a new mask each step
import equinox as eqx
import jax
import jax.numpy as jnp


class Block(eqx.Module):
    linear: eqx.nn.Linear
    dropout: eqx.nn.Dropout
    key: jax.Array

    def __init__(self, key):
        lkey, self.key = jax.random.split(key)
        self.linear = eqx.nn.Linear(8, 8, key=lkey)
        self.dropout = eqx.nn.Dropout(p=0.5)

    def __call__(self, x, key=None):
        return self.dropout(self.linear(x), key=self.key if key is None else key)


key = jax.random.PRNGKey(42)
model = Block(jax.random.PRNGKey(1))
for step in range(3):
    key, sub = jax.random.split(key)
    print(model(jnp.ones(8), key=sub)[:3])
