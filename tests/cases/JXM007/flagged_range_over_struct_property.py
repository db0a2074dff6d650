# waymax's benchmark loop (https://github.com/waymo-research/waymax/issues/14): range() over a
# property of the jitted state, computed from its timestep array, so a tracer
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class SimulatorState:
    timestep: jax.Array
    num_timesteps: int = struct.field(pytree_node=False, default=91)

    @property
    def remaining_timesteps(self) -> int:
        return self.num_timesteps - 1 - self.timestep


def update_state_by_log(state, num_steps):
    return state.replace(timestep=state.timestep + num_steps)


@jax.jit
def benchmark(state):
    for _ in range(state.remaining_timesteps):  # expect: JXM007 col 14
        state = update_state_by_log(state, num_steps=1)
    return state


state = benchmark(SimulatorState(timestep=jnp.array(10)))
