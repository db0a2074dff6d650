import equinox as eqx
import jax
import jax.numpy as jnp


class Model(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, key):
        self.linear = eqx.nn.Linear(3, 2, key=key)

    def __call__(self, x):
        y = self.linear(x)
        jax.debug.print("output {}", y)  # expect: JXM011 col 9
        return y


model = Model(jax.random.PRNGKey(0))
predictions = jax.vmap(model)(jnp.ones((4, 3)))
