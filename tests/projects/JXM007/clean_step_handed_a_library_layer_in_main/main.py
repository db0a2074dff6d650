import jax.numpy as jnp
from flax import nnx

from model import step


def run():
    return step(nnx.Linear(3, 4, rngs=nnx.Rngs(0)), jnp.ones(3))


print(run())
