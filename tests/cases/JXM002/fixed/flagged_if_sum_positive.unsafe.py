import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    return jnp.where(x.sum() > 0, x, -x)  # expect: JXM002 col 8


f(jnp.ones(3))
