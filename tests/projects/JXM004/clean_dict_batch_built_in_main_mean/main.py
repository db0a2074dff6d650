import jax.numpy as jnp

from model import step

batch = {"x": jnp.ones((16, 4)), "y": jnp.zeros((16,))}
print(step(jnp.zeros(4), batch))
