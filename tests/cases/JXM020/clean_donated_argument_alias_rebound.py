# The alias was taken from an earlier x: x has been rebound since, so the two arguments are
# different buffers; and a copy is a buffer of its own.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, donate_argnums=(0,))
def update(x, batch):
    return x + batch


x = jnp.zeros(256, dtype=jnp.float32)
batch = x
x = jnp.ones(256, dtype=jnp.float32)
x = update(x, batch)
old = jnp.copy(x)
x = update(x, old)
print(x[:2], batch[:2])
