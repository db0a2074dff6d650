import jax.numpy as jnp

a = jnp.ones(2)
b = jnp.ones(2)
c = a + b
c.delete()
a = c + b  # expect: JXM020 col 5
