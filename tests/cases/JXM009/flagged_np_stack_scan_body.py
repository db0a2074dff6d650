# np.stack of traced values in a lax.scan body, as in https://github.com/google/brax/issues/227
import jax
import jax.numpy as jnp
import numpy as np


def step(state, action):
    pos, vel = state
    vel = vel + 0.1 * action
    pos = pos + 0.1 * vel
    return (pos, vel), np.stack([pos, vel])  # expect: JXM009 col 24


jax.lax.scan(step, (jnp.zeros(3), jnp.zeros(3)), jnp.ones((5, 3)))
