# Shape 5: a NumPy buffer rebound to buffer * jnp scalar becomes a JAX array before the store.
import jax.numpy as jnp
import numpy as np

weights = np.ones(4)
weights = weights * jnp.float32(0.25)
weights[0] = 0.0  # expect: JXM001 col 1
