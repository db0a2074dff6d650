import jax
import jax.numpy as jnp

import physics

step = jax.jit(physics.Physics.step, static_argnums=2)
print(step(jnp.ones(3), 0.1, True))
