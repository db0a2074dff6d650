from functools import partial

from jax import jit as JIT
import jax.numpy as jnp


@partial(JIT, static_argnums=1)
def repeat(x, counts):
    return jnp.concatenate([x] * len(counts))


repeat(jnp.ones(2), dict(a=1, b=2))  # expect: JXM006 col 21
