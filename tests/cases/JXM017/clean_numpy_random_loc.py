# NumPy's samplers take the mean first: 0 is a location, not a key.
import jax.numpy as jnp
import numpy as np

x = np.random.normal(0, 1.0, size=3)
rng = np.random.default_rng(0)
print(jnp.asarray(x) + rng.uniform(0, 1, size=3))
