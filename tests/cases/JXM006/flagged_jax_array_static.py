import jax
import jax.numpy as jnp
from functools import partial


@partial(jax.jit, static_argnames="shape")
def make(x, shape):
    return jnp.broadcast_to(x, tuple(int(s) for s in shape))


shape = jnp.array([2, 3])
make(jnp.ones(3), shape=shape)  # expect: JXM006 col 25
