# the module's __init__ and the batch each get their own child of a split
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


model_key, data_key = jax.random.split(jax.random.PRNGKey(0))
model = Linear(2, 3, model_key)
x = jax.random.normal(data_key, (32, 2))
print(jax.vmap(model)(x).shape)
