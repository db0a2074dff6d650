import jax
import jax.numpy as jnp

from train import create_state, train_step

state = create_state(jax.random.PRNGKey(0))
state = train_step(state, jnp.ones((8, 4)), jnp.zeros((8, 1)))
print(state.step)
