# The fix from https://github.com/jax-ml/jax/issues/2304: hand the jitted function an array
# (the list stacked outside), which a traced index can index.
import jax.numpy as jnp
from jax import jit


@jit
def f(idx, mylist):
    return mylist[idx]


f(1, jnp.stack([jnp.ones(2), jnp.zeros(2), jnp.ones(2)]))
