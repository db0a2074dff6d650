import equinox as eqx
import jax
import jax.numpy as jnp


class Linear(eqx.Module):
    weight: jax.Array

    def __call__(self, x):
        y = self.weight @ x
        return float(y.sum())  # expect: JXM007 col 16


@eqx.filter_jit
def loss(model, x):
    return model(x)


model = Linear(jnp.ones((2, 3)))
print(loss(model, jnp.ones(3)))
