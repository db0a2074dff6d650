# Parameters built by an init function and handed to vmap next to a batch: the default
# in_axes maps each leaf of the dict along axis 0, and their sizes (3, 2) are not the batch's.
import jax
import jax.numpy as jnp


def init_params():
    return {"w": jnp.ones((3, 2)), "b": jnp.zeros((2,))}


def predict(params, x):
    return x @ params["w"] + params["b"]


params = init_params()
xs = jnp.ones((16, 3))
preds = jax.vmap(predict)(params, xs)  # expect: JXM005 col 9
