# Shape 5 trap: a NumPy weight vector rides along unmapped (in_axes=None) next to a NumPy batch.
import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(0)
xs = rng.normal(size=(32, 3))
w = rng.normal(size=(3,))
print(jax.vmap(jnp.dot, in_axes=(0, None))(xs, w).shape)
