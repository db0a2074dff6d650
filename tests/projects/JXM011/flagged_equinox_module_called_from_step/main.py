import equinox as eqx
import jax.numpy as jnp

from nets import Linear


@eqx.filter_jit
def loss(model: Linear, x):
    return jnp.sum(model(x))


print(loss(Linear(jnp.ones((2, 3))), jnp.ones(3)))
