# The parameters donated to an SGD step that scales by a learning-rate argument, then
# read to log how far they moved.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, donate_argnames=("params",))
def sgd(params, grads, lr):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


params = {"w": jnp.ones(3)}
grads = {"w": jnp.full(3, 0.5)}
new_params = sgd(params, grads, 0.1)
print(jnp.linalg.norm(new_params["w"] - params["w"]))  # expect: JXM020 col 41
