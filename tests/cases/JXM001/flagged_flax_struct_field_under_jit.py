# A flax.struct dataclass handed to jit: its array field is a tracer, which takes no item assignment.
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class State:
    w: jax.Array
    step: int = 0


@jax.jit
def reset_first(state):
    state.w[0] = 0.0  # expect: JXM001 col 5
    return state


reset_first(State(jnp.ones(3)))
