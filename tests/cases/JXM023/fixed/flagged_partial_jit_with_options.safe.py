from functools import partial

import jax
import jax.numpy as jnp

x = jnp.ones((2, 2))
jitted = partial(jax.jit, static_argnums=1)(lambda v, n: v * n)
for i in range(4):
    x = jitted(x, 2)  # expect: JXM023 col 9
print(x)
