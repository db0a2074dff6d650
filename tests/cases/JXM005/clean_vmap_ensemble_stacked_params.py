import jax
import jax.numpy as jnp

# An ensemble: every leaf of the parameters leads with the members, as the inputs do.


def predict(params, x):
    return x @ params["w"] + params["b"]


params = {"w": jnp.ones((5, 3, 2)), "b": jnp.zeros((5, 2))}
xs = jnp.ones((5, 3))
out = jax.vmap(predict)(params, xs)
assert out.shape == (5, 2)
