# a property computed only from static fields of the state is a Python int under jit:
# range() over it unrolls a fixed loop
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class SimulatorState:
    timestep: jax.Array
    num_timesteps: int = struct.field(pytree_node=False, default=5)

    @property
    def horizon(self) -> int:
        return self.num_timesteps - 1

    @property
    def remaining(self):
        return self.num_timesteps - 1 - self.timestep


@jax.jit
def rollout(state):
    for _ in range(state.horizon):
        state = state.replace(timestep=state.timestep + 1)
    return state, jnp.maximum(state.remaining, 0)


print(rollout(SimulatorState(timestep=jnp.array(0))))
