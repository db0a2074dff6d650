import jax.numpy as jnp
from flax import nnx

from model import make_model


@nnx.jit
def train_step(model, x):
    return model(x, debug=True)


def run():
    model = make_model()
    return train_step(model, jnp.ones((2, 4)))
