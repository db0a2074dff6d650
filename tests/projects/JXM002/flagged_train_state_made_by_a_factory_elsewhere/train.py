import jax
import jax.numpy as jnp

from model import create_state


@jax.jit
def train_step(state, x):
    return state.apply_fn({"params": state.params}, x)


def run():
    state = create_state(jax.random.PRNGKey(0))
    return train_step(state, jnp.ones((2, 4)))
