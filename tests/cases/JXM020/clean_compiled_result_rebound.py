# The compiled executable's result is bound to the donated name.
import jax
import jax.numpy as jnp


def scale(x):
    return x * 2.0


x = jnp.ones(3)
compiled = jax.jit(scale, donate_argnums=0).lower(x).compile()
x = compiled(x)
print(x.sum())
