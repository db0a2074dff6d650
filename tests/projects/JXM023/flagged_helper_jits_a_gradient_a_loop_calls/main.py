import jax.numpy as jnp

from utils import gradient_step

params = jnp.ones(3)
for step in range(5):
    params = gradient_step(params, jnp.full((4, 3), step / 5))
print(params)
