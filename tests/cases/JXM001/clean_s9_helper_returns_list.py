# Shape 9 trap: the helper returns a Python list built from JAX values; the list can be updated.
import jax.numpy as jnp


def make_buffer(n):
    return [jnp.zeros(()) for _ in range(n)]


buf = make_buffer(3)
buf[0] = jnp.ones(())
print(buf)
