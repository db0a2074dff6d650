import jax.numpy as jnp
from jax.lax import while_loop


def body(state):
    state[0] = state[0] + 1.0  # expect: JXM001 col 5
    return state


while_loop(lambda s: s[0] < 3.0, body, jnp.zeros(2))
