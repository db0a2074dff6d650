# a size computed with jnp.add on a static shape is staged, hence traced, as in https://github.com/jax-ml/jax/issues/4449
import jax
import jax.numpy as jnp


@jax.jit
def custom_ones(arr):
    count = jnp.add(arr.size, 1)
    return jnp.ones((count,))  # expect: JXM010 col 12


a = jnp.ones((3,))
custom_ones(a)
