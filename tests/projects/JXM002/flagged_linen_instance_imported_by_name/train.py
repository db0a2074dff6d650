import jax
import jax.numpy as jnp

from model import model, variables


def run():
    # normalize=True is handed to the jitted apply: a tracer there.
    return jax.jit(model.apply)(variables, jnp.ones((2, 4)), True)
