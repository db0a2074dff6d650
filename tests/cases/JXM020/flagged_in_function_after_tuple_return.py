from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, donate_argnums=0)
def step(state, x):
    state = state.at[0].add(x)
    return state, jnp.sum(state)


def run():
    state = jnp.zeros(3)
    new_state, total = step(state, 1.0)
    return total, state[0]  # expect: JXM020 col 19


print(run())
