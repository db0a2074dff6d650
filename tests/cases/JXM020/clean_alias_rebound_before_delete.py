import jax.numpy as jnp

buffer = jnp.zeros((4, 4))
view = buffer
buffer = jnp.ones((4, 4))
buffer.delete()
print(view.sum())
