# A Python list handed to a jitted function stays a list (a pytree node) of tracers, so
# indexing it by a traced index asks the index for an int
# (https://github.com/jax-ml/jax/issues/2304, ``mylist[idx]``).
import jax.numpy as jnp
from jax import jit


@jit
def f(idx, mylist):
    return mylist[idx]  # expect: JXM007 col 12


f(1, [jnp.ones(2), jnp.zeros(2), jnp.ones(2)])
