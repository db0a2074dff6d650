import jax

from . import loss


@jax.jit
def step(params, x):
    return loss(params, x)
