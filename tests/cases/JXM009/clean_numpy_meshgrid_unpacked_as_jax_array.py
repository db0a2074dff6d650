# the grids of np.meshgrid made JAX arrays before the traced lookup, and a NumPy grid read at
# a Python int: both run under jit (distrax#291's shape, fixed:
# https://github.com/google-deepmind/distrax/issues/291)
import jax
import jax.numpy as jnp
import numpy as np

xx, yy = np.meshgrid(np.linspace(0.0, 1.0, 4), np.linspace(0.0, 1.0, 3))
XX = jnp.asarray(xx)


@jax.jit
def sample(field, i):
    return field * XX[i] + yy[0]


sample(jnp.ones(4), jnp.array(1))
