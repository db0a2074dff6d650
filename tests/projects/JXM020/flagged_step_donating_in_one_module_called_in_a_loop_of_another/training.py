import jax.numpy as jnp

from steps import train_step


def train(params, batches):
    for batch in batches:
        new_params = train_step(params, batch)  # expect: JXM020 col 33
    return jnp.asarray(new_params)
