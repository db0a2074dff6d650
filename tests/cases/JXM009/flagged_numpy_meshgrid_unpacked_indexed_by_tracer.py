# the grids np.meshgrid gives, unpacked at module level, looked up at a traced index inside
# a jitted function: each is a NumPy array (the shape of distrax#291's np.indices rows:
# https://github.com/google-deepmind/distrax/issues/291)
import jax
import jax.numpy as jnp
import numpy as np

xx, yy = np.meshgrid(np.linspace(0.0, 1.0, 4), np.linspace(0.0, 1.0, 3))


@jax.jit
def sample(field, i):
    return field * xx[i]  # expect: JXM009 col 20


sample(jnp.ones(4), jnp.array(1))
