import jax.numpy as jnp

from steps import train_step


def train(params, batches):
    for batch in batches:
        params = train_step(params, batch)
    return jnp.asarray(params)
