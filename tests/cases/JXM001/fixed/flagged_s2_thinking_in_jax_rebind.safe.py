# Shape 2: notebook cells rebind x from a NumPy array to a JAX array; the second store sees the JAX binding. From docs/notebooks/thinking_in_jax.md (raises-exception cell), https://github.com/jax-ml/jax
import jax.numpy as jnp
import numpy as np

# NumPy: mutable arrays
x = np.arange(10)
x[0] = 10
print(x)

# JAX: immutable arrays
x = jnp.arange(10)
x = x.at[0].set(10)  # expect: JXM001 col 1
