import jax
import jax.numpy as jnp


def pad(x, widths):
    return jnp.pad(x, tuple(widths))


pad_jit = jax.jit(pad, static_argnums=-1)
pad_jit(jnp.ones(3), [1, 2])  # expect: JXM006 col 22
