import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    if x.sum() > 0:  # expect: JXM002 col 8
        return x
    return -x


f(jnp.ones(3))
