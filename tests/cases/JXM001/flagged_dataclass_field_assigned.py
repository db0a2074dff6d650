# A dataclass of JAX arrays: zeroing an entry of its field in place fails.
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class Params:
    w: jax.Array
    b: jax.Array


params = Params(jnp.ones(3), b=jnp.zeros(3))
params.w[0] = 0.0  # expect: JXM001 col 1
