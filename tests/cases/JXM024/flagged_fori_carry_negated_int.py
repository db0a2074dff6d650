# A negated strongly typed int carry is still int32; the body makes it float.
import jax
import jax.numpy as jnp


def body(i, c):
    return c * 0.5


init = -jnp.arange(3)
out = jax.lax.fori_loop(0, 3, body, init)  # expect: JXM024 col 31
