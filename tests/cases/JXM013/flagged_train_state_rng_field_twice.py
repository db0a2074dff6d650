# A TrainState-like dataclass holds the rng; the step draws twice from state.rng.
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class TrainState:
    params: jnp.ndarray
    rng: jax.Array


def step(state):
    noise = jax.random.normal(state.rng, state.params.shape)
    mask = jax.random.bernoulli(state.rng, 0.5, state.params.shape)  # expect: JXM013 col 12
    return state.params * mask + noise


state = TrainState(params=jnp.ones(3), rng=jax.random.PRNGKey(0))
print(step(state))
