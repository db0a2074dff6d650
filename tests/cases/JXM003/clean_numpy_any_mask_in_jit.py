import jax
import jax.numpy as jnp
import numpy as np

COLUMNS = np.array([[1.0, 0.0, 2.0], [0.0, 0.0, 3.0]])


@jax.jit
def pick(x):
    # a NumPy mask is concrete while tracing: its size is known
    return x[:, COLUMNS.any(0)].sum()


print(pick(jnp.ones((4, 3))))
