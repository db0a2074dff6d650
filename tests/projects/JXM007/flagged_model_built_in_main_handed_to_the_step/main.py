import jax.numpy as jnp
from flax import nnx

from model import Net, step


def run():
    return step(Net(nnx.Rngs(0)), jnp.ones(3))


print(run())
