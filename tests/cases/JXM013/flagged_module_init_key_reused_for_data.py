# an equinox module of the file draws its weights from the key its __init__ is handed; the
# same key then draws the batch (the Linear of equinox's quick example)
import equinox as eqx
import jax


class Linear(eqx.Module):
    weight: jax.Array
    bias: jax.Array

    def __init__(self, in_size, out_size, key):
        wkey, bkey = jax.random.split(key)
        self.weight = jax.random.normal(wkey, (out_size, in_size))
        self.bias = jax.random.normal(bkey, (out_size,))

    def __call__(self, x):
        return self.weight @ x + self.bias


key = jax.random.PRNGKey(0)
model = Linear(2, 3, key)
x = jax.random.normal(key, (32, 2))  # expect: JXM013 col 5
print(jax.vmap(model)(x).shape)
