# Shape 7: x.mean() of a JAX array is a JAX array, so it cannot be hashed as a static argument.
import jax
import jax.numpy as jnp


def shift(x, offset):
    return x - offset


shift_jit = jax.jit(shift, static_argnums=1)
x = jnp.linspace(0.0, 1.0, 5)
print(shift_jit(x, x.mean()))  # expect: JXM006 col 20
