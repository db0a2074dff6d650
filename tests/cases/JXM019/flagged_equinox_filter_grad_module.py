# An equinox module iterates with its weight until the state is small; filter_grad differentiates the model.
import equinox as eqx
import jax
import jax.numpy as jnp
from jax import lax


class Contraction(eqx.Module):
    weight: jax.Array

    def __call__(self, x):
        return lax.while_loop(lambda y: jnp.max(jnp.abs(y)) > 1e-3, lambda y: self.weight * y, x)  # expect: JXM019 col 16


@eqx.filter_grad
def loss(model, x):
    return jnp.sum(model(x))


model = Contraction(jnp.array([0.5, 0.25]))
print(loss(model, jnp.array([1.0, 2.0])))
