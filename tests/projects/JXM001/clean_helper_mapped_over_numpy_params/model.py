import jax.numpy as jnp


def zero_first_row(p):
    p[0] = 0.0
    return p


def init_params():
    return {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
