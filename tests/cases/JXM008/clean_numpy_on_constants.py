# numpy.nonzero / numpy.unique on NumPy constants inside jit run at trace time.
import jax
import jax.numpy as jnp
import numpy as np

MASK = np.array([True, False, True, True])
LABELS = np.array([3, 1, 1, 3])


@jax.jit
def gather_active(x):
    idx = np.nonzero(MASK)[0]
    n_classes = np.unique(LABELS).size
    return x[idx] * n_classes


gather_active(jnp.arange(4.0))
