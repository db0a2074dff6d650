from jax import numpy as np

# `np` here is jax.numpy, not NumPy: the array is immutable.
x = np.arange(5)
x = x.at[2].set(0)  # expect: JXM001 col 1
