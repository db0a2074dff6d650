# `from jax import ..., tree_map` in tutorial-style code: https://github.com/DramaCow/jaxued/pull/9
from jax import jit, tree_map  # expect: JXM014 col 1
import jax.numpy as jnp


@jit
def scale(tree, c):
    return tree_map(lambda x: x * c, tree)


print(scale({"w": jnp.ones(2), "b": jnp.zeros(1)}, 2.0))
