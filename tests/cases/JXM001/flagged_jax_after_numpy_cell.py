# A notebook's order (thinking_in_jax): a NumPy cell mutates x, a later cell rebinds x to a JAX array.
import jax.numpy as jnp
import numpy as np

x = np.arange(10)
x[0] = 10
print(x)

x = jnp.arange(10)
x[0] = 10  # expect: JXM001 col 1
