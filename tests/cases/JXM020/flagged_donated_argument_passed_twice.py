import jax
import jax.numpy as jnp


def add(x, y):
    return x + y


f = jax.jit(add, donate_argnums=(0,))
x = jnp.zeros((10,), jnp.float32)
f(x, x)  # expect: JXM020 col 6
