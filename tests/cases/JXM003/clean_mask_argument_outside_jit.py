import jax.numpy as jnp


def masked_mean(x, mask):
    return x[mask].mean()  # eager: the mask is concrete


data = jnp.arange(6.0)
masked_mean(data, data > 2)
