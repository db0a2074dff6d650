import jax.numpy as jnp

import model

print(model.step(jnp.ones(3), True))
