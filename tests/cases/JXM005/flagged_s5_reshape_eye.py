# Shape 5: np.arange(...).reshape(6, 4) mapped against np.eye(4) along axis 0 (6 vs 4).
import jax
import jax.numpy as jnp
import numpy as np

features = np.arange(24.0).reshape(6, 4)
basis = np.eye(4)
proj = jax.vmap(jnp.dot)(features, basis)  # expect: JXM005 col 8
