# A training loop donates the parameters to its jitted step (scaled by the batch mean, a
# scalar), then logs how far they moved: params' buffer is the new parameters' now.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, donate_argnums=(0,))
def train_step(params, batch):
    return params - 0.1 * jnp.mean(batch) * params, jnp.sum(params)


params = jnp.ones(4)
for i in range(3):
    new_params, loss = train_step(params, jnp.ones(4))
    print(jnp.linalg.norm(new_params - params))  # expect: JXM020 col 40
    params = new_params
