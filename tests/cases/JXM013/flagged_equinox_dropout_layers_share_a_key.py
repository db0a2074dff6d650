# two equinox Dropout layers handed the same key drop the same units: the second mask is a
# copy of the first
import equinox as eqx
import jax
import jax.numpy as jnp


class MLP(eqx.Module):
    dropout1: eqx.nn.Dropout
    dropout2: eqx.nn.Dropout

    def __init__(self):
        self.dropout1 = eqx.nn.Dropout(0.5)
        self.dropout2 = eqx.nn.Dropout(0.5)

    def __call__(self, x, key):
        h = self.dropout1(x, key=key)
        return h, self.dropout2(x, key=key)  # expect: JXM013 col 19


h, y = MLP()(jnp.ones(8), jax.random.PRNGKey(0))
print("same mask twice:", bool(((h == 0) == (y == 0)).all()))
