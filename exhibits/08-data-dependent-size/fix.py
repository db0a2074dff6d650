import jax
import jax.numpy as jnp

@jax.jit
def f(x):
    return jnp.where(x != 0, x, 1).prod()

f(jnp.array([0.0, 2.0, 3.0]))
