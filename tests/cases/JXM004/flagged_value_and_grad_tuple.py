from jax import value_and_grad
import jax.numpy as jnp


def objective(p):
    penalty = jnp.sum(p**2)
    return penalty, p.mean()


val, g = value_and_grad(objective)(jnp.ones(4))  # expect: JXM004 col 10
