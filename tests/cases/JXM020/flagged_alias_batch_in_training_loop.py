# jax#12627 (https://github.com/jax-ml/jax/issues/12627), its training loop as posted:
# ``batch = x`` aliases the carried x on every step, so update(x, batch) hands the donated
# buffer twice.  The first step already raises: x is then the jnp.zeros made before the loop,
# whatever later steps would hold.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, donate_argnums=(0,))
def update(x, batch):
    return x + batch


x = jnp.zeros((1024,), dtype=jnp.float32)
for _ in range(10):
    batch = x
    x = update(x, batch)  # expect: JXM020 col 19
print(x.sum())
