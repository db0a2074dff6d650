# binning a traced value against a NumPy grid with np.searchsorted(grid, x): the grid is an ndarray, so NumPy converts x (cf. https://github.com/jax-ml/jax/issues/7545)
import jax
import jax.numpy as jnp
import numpy as np

EDGES = np.linspace(0.0, 1.0, 5)


@jax.jit
def bin_index(x):
    return jnp.searchsorted(EDGES, x)  # expect: JXM009 col 12


bin_index(jnp.array([0.1, 0.7]))
