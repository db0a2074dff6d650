# NumPy's ufunc.at mutates its argument in place: np.add.at(counts, idx, 1) is not a JAX .at[] update
import jax.numpy as jnp
import numpy as np

labels = np.array([0, 2, 2, 1])
counts = np.zeros(3, dtype=np.int64)
np.add.at(counts, labels, 1)
np.maximum.at(counts, [0], 5)
print(counts, jnp.asarray(counts).sum())
