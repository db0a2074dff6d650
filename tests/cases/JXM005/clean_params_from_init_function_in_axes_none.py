# Parameters built by an init function, held fixed with in_axes=None while the batch is mapped.
import jax
import jax.numpy as jnp


def init_params():
    return {"w": jnp.ones((3, 2)), "b": jnp.zeros((2,))}


def predict(params, x):
    return x @ params["w"] + params["b"]


params = init_params()
xs = jnp.ones((16, 3))
preds = jax.vmap(predict, in_axes=(None, 0))(params, xs)
print(preds.shape)
