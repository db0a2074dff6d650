import jax
import jax.numpy as jnp

h = jax.nn.relu(jnp.linspace(-1.0, 1.0, 6).reshape(2, 3))
h = h.at[0, 1].set(5.0)  # expect: JXM001 col 1
