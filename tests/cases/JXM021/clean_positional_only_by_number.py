# A positional-only parameter is made static by its index.
import jax
import jax.numpy as jnp


def scale(x, mode, /):
    return x * 2 if mode == "double" else x


scale_jit = jax.jit(scale, static_argnums=(1,))
print(scale_jit(jnp.ones(3), "double"))
