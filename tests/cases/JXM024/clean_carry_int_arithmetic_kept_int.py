# The strongly typed int carry stays int through the body.
import jax
import jax.numpy as jnp


def body(i, c):
    return c + 1


init = jnp.arange(3) * 2
out = jax.lax.fori_loop(0, 3, body, init)
print(out)
