# Normalise only when asked: the other branch reduces the vector to its mean.
import jax
import jax.numpy as jnp


@jax.jit
def maybe_center(x, flag):
    return jax.lax.cond(flag, lambda v: v - v.mean(), lambda v: v.mean(), x)  # expect: JXM024 col 55


print(maybe_center(jnp.arange(4.0), True))
