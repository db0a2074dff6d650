# Shape 5: data drawn from np.random.RandomState(0).randn with 5 and 4 rows.
import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.RandomState(0)
A = rng.randn(5, 3)
b = rng.randn(4, 3)
print(jax.vmap(jnp.dot, in_axes=(0, None))(A, b))  # expect: JXM005 col 7
