# Shape 5: a JAX scalar times a NumPy array is a JAX array; storing into it fails.
import jax.numpy as jnp
import numpy as np

n = 5
rho = jnp.asarray(0.5) * np.ones(n)
rho = rho.at[0].set(1.0)  # expect: JXM001 col 1
