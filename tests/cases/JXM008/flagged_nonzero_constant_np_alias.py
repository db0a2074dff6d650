# nonzero of a constant under @jit still fails: everything is staged (https://github.com/jax-ml/jax/issues/5280).
import jax.numpy as np
from jax import jit


@jit
def example():
    a = np.array([0, 1, 2])
    return np.nonzero(a)  # expect: JXM008 col 12


example()
