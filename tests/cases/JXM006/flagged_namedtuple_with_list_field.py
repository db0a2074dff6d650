# A NamedTuple hashes as the tuple of its fields: a list inside makes the static state
# unhashable (after google-research/computation-thru-dynamics#15).
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class OptimizerState(NamedTuple):
    packed_state: list
    step: int


@partial(jax.jit, static_argnums=(0,))
def optimize_core(opt_state, x):
    return x * opt_state.step


state = OptimizerState([jnp.zeros(2)], 0)
optimize_core(state, jnp.ones(3))  # expect: JXM006 col 15
