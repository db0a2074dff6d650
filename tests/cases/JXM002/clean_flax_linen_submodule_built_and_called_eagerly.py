import flax.linen as nn
import jax
import jax.numpy as jnp


class Gate(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Dense(4)(x)
        if h.sum() > 0:  # model.init and model.apply run eagerly here: concrete values
            h = nn.relu(h)
        return h


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return Gate()(x)


model = Net()
variables = model.init(jax.random.PRNGKey(0), jnp.ones(3))
print(model.apply(variables, jnp.ones(3)))
