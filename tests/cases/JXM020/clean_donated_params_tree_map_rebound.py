# The donated parameters rebound to the step's result before they are read again.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, donate_argnames=("params",))
def sgd(params, grads, lr):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


params = {"w": jnp.ones(3)}
grads = {"w": jnp.full(3, 0.5)}
before = jnp.linalg.norm(params["w"])
params = sgd(params, grads, 0.1)
print(before, jnp.linalg.norm(params["w"]))
