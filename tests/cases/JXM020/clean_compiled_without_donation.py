# Lowered and compiled without donation: nothing is deleted.
import jax
import jax.numpy as jnp


def scale(x):
    return x * 2.0


x = jnp.ones(3)
compiled = jax.jit(scale).lower(x).compile()
y = compiled(x)
print(y, x.sum())
