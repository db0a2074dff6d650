import jax
import jax.numpy as jnp


@jax.jit
def total(tree):
    if isinstance(tree, (tuple, list)):
        return sum(jnp.sum(leaf) for leaf in tree)
    return jnp.sum(tree)


total((jnp.ones(2), jnp.ones(3)))
total(jnp.ones(4))
