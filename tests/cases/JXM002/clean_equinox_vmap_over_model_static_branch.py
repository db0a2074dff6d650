import equinox as eqx
import jax
import jax.numpy as jnp


class Model(eqx.Module):
    linear: eqx.nn.Linear
    use_relu: bool = eqx.field(static=True)

    def __init__(self, key, use_relu):
        self.linear = eqx.nn.Linear(3, 2, key=key)
        self.use_relu = use_relu

    def __call__(self, x):
        y = self.linear(x)
        if self.use_relu:  # a static field: a Python bool under vmap
            y = jax.nn.relu(y)
        if y.ndim > 1:
            y = y.sum(axis=0)
        return y


model = Model(jax.random.PRNGKey(0), True)
print(jax.vmap(model)(jnp.ones((4, 3))))
