# jacfwd at a float grid made from integers by division.
import jax
import jax.numpy as jnp

grid = jnp.arange(4) / 4
print(jax.jacfwd(jnp.sin)(grid).shape)
