from functools import partial

import jax
import jax.numpy as jnp

x = jnp.ones((2, 2))
for i in range(4):
    x = partial(jax.jit, static_argnums=1)(lambda v, n: v * n)(x, 2)  # expect: JXM023 col 9
print(x)
