import jax.numpy as jnp


def pad_to_even(x):
    if x.shape[0] % 2:
        return jnp.concatenate([x, jnp.zeros(1)])
    return x
