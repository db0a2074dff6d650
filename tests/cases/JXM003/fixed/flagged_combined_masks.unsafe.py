import jax
import jax.numpy as jnp


@jax.jit
def in_band(x):
    m1 = x > 0
    m2 = x < 10
    return jnp.where(m1 & m2, x, 0)  # expect: JXM003 col 14


in_band(jnp.array([-3.0, 4.0, 12.0]))
