# Shape 5 trap: NumPy batches from np.random.randn with the same number of rows.
import jax
import jax.numpy as jnp
import numpy as np

X = np.random.randn(10, 4)
U = np.random.randn(10, 2)
print(jax.vmap(lambda a, b: jnp.sum(a) + jnp.sum(b))(X, U).shape)
