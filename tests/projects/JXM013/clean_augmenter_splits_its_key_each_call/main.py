import jax.numpy as jnp

from model import RandomFlip


def run(batches):
    augment = RandomFlip(0)
    for batch in batches:
        print(augment(batch)[:, 0])


run([jnp.arange(12.0).reshape(4, 3), jnp.arange(12.0, 24.0).reshape(4, 3)])
