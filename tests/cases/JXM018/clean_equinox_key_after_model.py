# An equinox model differentiated (filter_grad) with the dropout key after it, not differentiated.
import equinox as eqx
import jax
import jax.numpy as jnp


class Net(eqx.Module):
    linear: eqx.nn.Linear
    dropout: eqx.nn.Dropout

    def __init__(self, key):
        self.linear = eqx.nn.Linear(3, 1, key=key)
        self.dropout = eqx.nn.Dropout(0.5)

    def __call__(self, x, key):
        return self.linear(self.dropout(x, key=key))


def loss(model, x, key):
    return jnp.sum(model(x, key) ** 2)


model_key, dropout_key = jax.random.split(jax.random.PRNGKey(0))
model = Net(model_key)
grads = eqx.filter_grad(loss)(model, jnp.ones(3), dropout_key)
print(grads.linear.weight)
