import equinox as eqx
import jax.numpy as jnp


@eqx.filter_value_and_grad
def loss(w, x):
    return jnp.sum((w * x - 1.0) ** 2)


print(loss(jnp.ones(3), jnp.arange(3.0)))
