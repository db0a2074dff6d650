import equinox as eqx
import jax
import jax.numpy as jnp


class Regressor(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, key):
        self.linear = eqx.nn.Linear(3, 1, key=key)

    def __call__(self, x):
        return self.linear(x)


def squared_error(model, x, y):
    return jnp.sum((model(x) - y) ** 2)


model = Regressor(jax.random.PRNGKey(0))
xs = jnp.ones((16, 3))
ys = jnp.ones((16, 1))
errors = eqx.filter_vmap(squared_error, in_axes=(None, 0, 0))(model, xs, ys)
assert errors.shape == (16,)
