import jax.numpy as jnp

from net.train import step

print(step({"w": jnp.ones((3, 2))}, jnp.ones(3)))
