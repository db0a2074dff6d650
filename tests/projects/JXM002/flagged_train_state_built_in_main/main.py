import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from model import CNN, train_step

model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 4)), train=False)["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
state = train_step(state, jnp.ones((2, 4)), jnp.zeros(2, jnp.int32), True)
print(state.step)
