import jax
import jax.numpy as jnp


def scale(x):
    return x * 2.0


scale_in_place = jax.jit(scale, donate_argnums=0)
x = jnp.ones(3)
y = scale_in_place(x)
if y.sum() > 0:
    x = y
else:
    x = jnp.zeros(3)
print(x)
