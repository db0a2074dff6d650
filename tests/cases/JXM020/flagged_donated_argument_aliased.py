# One buffer under two names: ``batch = x`` aliases x, so update(x, batch) hands the donated
# buffer twice (jax#12627's training loop, straight-line).
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, donate_argnums=(0,))
def update(x, batch):
    return x + batch


x = jnp.zeros(256, dtype=jnp.float32)
batch = x
x = update(x, batch)  # expect: JXM020 col 15
