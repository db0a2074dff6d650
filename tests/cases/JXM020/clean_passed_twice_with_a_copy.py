import jax
import jax.numpy as jnp


def add(x, y):
    return x + y


f = jax.jit(add, donate_argnums=(0,))
x = jnp.zeros((10,), jnp.float32)
x = f(x, jnp.copy(x))
print(x)
