# A registered dataclass handed to jit: its array field is a tracer, and masking it needs a concrete mask.
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Params:
    w: jax.Array
    b: jax.Array


@jax.jit
def positive_w(params):
    return params.w[params.w > 0]  # expect: JXM003 col 21


positive_w(Params(jnp.ones(3), jnp.zeros(3)))
