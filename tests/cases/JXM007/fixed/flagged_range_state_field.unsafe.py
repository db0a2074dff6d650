# range() over a traced field of the state (shape of https://github.com/waymo-research/waymax/issues/14).
from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="remaining_timesteps")
def benchmark(state, remaining_timesteps):
    for _ in range(remaining_timesteps):  # expect: JXM007 col 14
        state = state + 0.1 * jnp.sin(state)
    return state


benchmark(jnp.zeros(4), 5)
