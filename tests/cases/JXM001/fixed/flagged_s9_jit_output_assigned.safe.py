# Shape 9: the output of a jitted function is a JAX array, so storing into it fails.
import jax
import jax.numpy as jnp


@jax.jit
def step(x):
    return x * 0.9 + 0.1


y = step(jnp.zeros(3))
y = y.at[0].set(0.0)  # expect: JXM001 col 1
