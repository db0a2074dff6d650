# jnp.arange(3) * 2 stays a strongly typed int32 array; the body returns it plus a float.
import jax
import jax.numpy as jnp


def body(c, x):
    return c + 0.5, x


init = jnp.arange(3) * 2
out = jax.lax.scan(body, init, jnp.arange(4))  # expect: JXM024 col 20
