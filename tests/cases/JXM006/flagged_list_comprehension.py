from functools import partial

from jax import jit
import jax.numpy as jnp


@partial(jit, static_argnums=1)
def gather(x, idx):
    return x[jnp.array(idx)]


gather(jnp.arange(6.0), [i * 2 for i in range(3)])  # expect: JXM006 col 25
