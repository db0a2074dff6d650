# Old-style alias `import jax.numpy as np`: float(np.sum(x)) inside jit.
import jax
import jax.numpy as np


@jax.jit
def mean_energy(x):
    e = float(np.sum(x ** 2))  # expect: JXM007 col 9
    return x / e


mean_energy(np.ones(3))
