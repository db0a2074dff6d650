# The state is rebound with a fresh rng between the two draws.
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class TrainState:
    params: jnp.ndarray
    rng: jax.Array


def step(state):
    rng, sub = jax.random.split(state.rng)
    noise = jax.random.normal(sub, state.params.shape)
    state = state.replace(rng=rng)
    mask = jax.random.bernoulli(state.rng, 0.5, state.params.shape)
    return state.params * mask + noise


state = TrainState(params=jnp.ones(3), rng=jax.random.PRNGKey(0))
print(step(state))
