import jax
import jax.numpy as jnp


def scale(x):
    return x * 2.0


scale_in_place = jax.jit(scale, donate_argnums=0)
x = jnp.ones(3)
before = float(x.sum())
y = scale_in_place(x)
print(before, y)
