# Lookalike: a flax.struct static field holding a Python list is no tracer under jit.
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class State:
    w: jax.Array
    names: list = struct.field(pytree_node=False, default_factory=list)


def rename(state):
    state.names[0] = "first"
    return state


@jax.jit
def scale(state):
    return state.replace(w=state.w * 2)


state = rename(scale(State(jnp.ones(3), ["w"])))
print(state.names)
