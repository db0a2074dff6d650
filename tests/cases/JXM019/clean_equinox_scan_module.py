# An equinox module iterating a fixed number of times with lax.scan: filter_grad runs.
import equinox as eqx
import jax
import jax.numpy as jnp
from jax import lax


class Contraction(eqx.Module):
    weight: jax.Array

    def __call__(self, x):
        y, _ = lax.scan(lambda y, _: (self.weight * y, None), x, None, length=10)
        return y


@eqx.filter_grad
def loss(model, x):
    return jnp.sum(model(x))


print(loss(Contraction(jnp.array([0.5, 0.25])), jnp.array([1.0, 2.0])))
