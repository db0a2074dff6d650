import jax
import jax.numpy as jnp


def scale(x):
    return x * 2.0


scale_in_place = jax.jit(scale, donate_argnums=0)
x = jnp.ones(3)
for _ in range(3):
    x = scale_in_place(x)
print(x)
