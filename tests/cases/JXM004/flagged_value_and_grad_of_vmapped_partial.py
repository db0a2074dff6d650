import functools

import jax
import jax.numpy as jnp


def grid_sample(img, coords):
    # vmap puts the batch axis on its output: never a scalar
    return jax.vmap(functools.partial(jax.scipy.ndimage.map_coordinates, order=1))(img, coords)


loss_and_grad_fn = jax.value_and_grad(grid_sample)
loss_and_grad_fn(jnp.zeros((2, 5, 5)), jnp.zeros((2, 2, 2)))  # expect: JXM004 col 1
