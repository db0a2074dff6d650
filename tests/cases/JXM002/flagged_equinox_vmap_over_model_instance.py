import equinox as eqx
import jax
import jax.numpy as jnp


class Model(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, key):
        self.linear = eqx.nn.Linear(3, 2, key=key)

    def __call__(self, x):
        y = self.linear(x)
        if y.mean() > 0:  # expect: JXM002 col 12
            y = jax.nn.relu(y)
        return y


@eqx.filter_jit
def loss(model, x, y):
    pred = jax.vmap(model)(x)  # vmap traces Model.__call__ with each row of x
    return jnp.mean((pred - y) ** 2)


model = Model(jax.random.PRNGKey(0))
print(loss(model, jnp.ones((4, 3)), jnp.ones((4, 2))))
