import jax
import jax.numpy as jnp


def scale(x):
    return x * 2.0


scale_in_place = jax.jit(scale, donate_argnums=0)
x = jnp.ones(3)
y = scale_in_place(x)
template = jnp.zeros_like(x)
print(y, template, jnp.shape(x), jax.eval_shape(scale, x), scale_in_place.lower(x) is not None)
