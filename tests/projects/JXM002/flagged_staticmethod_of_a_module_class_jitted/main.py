import jax
import jax.numpy as jnp

import physics

step = jax.jit(physics.Physics.clipped_step)
print(step(jnp.ones(3), 0.1))
