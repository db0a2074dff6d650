# Shape 5 trap: `arr *= numpy_value` keeps the NumPy buffer, so the store is fine (the JAX array is only built afterwards).
import jax.numpy as jnp
import numpy as np

weights = np.ones(4)
weights *= np.float32(0.25)
weights[0] = 0.0
print(jnp.asarray(weights))
