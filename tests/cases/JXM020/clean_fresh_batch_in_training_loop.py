# jax#12627's loop with its batch a buffer of its own (a copy, as data read for each step
# would be): only x is donated, once, and rebound by the result.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, donate_argnums=(0,))
def update(x, batch):
    return x + batch


x = jnp.zeros((1024,), dtype=jnp.float32)
for _ in range(10):
    batch = jnp.copy(x) + 1.0
    x = update(x, batch)
print(x.sum())
