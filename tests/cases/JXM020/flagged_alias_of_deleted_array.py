import jax.numpy as jnp

buffer = jnp.zeros((4, 4))
view = buffer
buffer.delete()
print(view.sum())  # expect: JXM020 col 7
