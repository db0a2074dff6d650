# NumPy scalars and arrays combined with a tracer through operators (np.pi * x, ndarray @ x, ndarray + x) work under jit
import jax
import jax.numpy as jnp
import numpy as np

PROJ = np.array([[1.0, 0.0], [0.0, 2.0]], dtype=np.float32)
OFFSET = np.ones(2, dtype=np.float32)


@jax.jit
def feature(x):
    angle = 2 * np.pi * x
    return PROJ @ jnp.cos(angle) + OFFSET + np.float32(0.5) * x


feature(jnp.array([0.25, 0.5]))
