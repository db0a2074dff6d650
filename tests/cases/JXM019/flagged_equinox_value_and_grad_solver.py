# A Newton solve inside an equinox training loss: the initial guess comes from the model.
import equinox as eqx
import jax
import jax.numpy as jnp
from jax import lax


class Guess(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, key):
        self.linear = eqx.nn.Linear(2, 2, key=key)

    def __call__(self, target):
        def residual_large(z):
            return jnp.linalg.norm(z**3 - target) > 1e-5

        def newton(z):
            return z - (z**3 - target) / (3 * z**2)

        z0 = jnp.abs(self.linear(target)) + 1.0
        return lax.while_loop(residual_large, newton, z0)  # expect: JXM019 col 16


def loss(model, target):
    return jnp.sum(model(target))


model = Guess(jax.random.PRNGKey(0))
value, grads = eqx.filter_value_and_grad(loss)(model, jnp.array([2.0, 3.0]))
print(value)
