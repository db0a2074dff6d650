# Shape 7: a JAX scalar from jnp.float32(...) in a static slot; JAX arrays are unhashable.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def step(w, g, lr):
    return w - lr * g


lr = jnp.float32(1e-3)
print(step(jnp.ones(3), jnp.ones(3), lr))  # expect: JXM006 col 38
