from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.vmap, in_axes=(0, None))
def predict(x, w):
    return x @ w


preds = predict(jnp.ones((10, 3)), jnp.ones((3, 2)))
