import jax
import jax.numpy as jnp


def double(v):
    return v * 2.0


x = jnp.ones(3)
for _ in range(5):
    x = jax.jit(double)(x)  # the same function each time: JAX's cache finds its trace
print(x)
