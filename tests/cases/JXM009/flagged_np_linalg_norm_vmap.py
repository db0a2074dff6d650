# np.linalg.norm on a vmapped argument; normalising rows as in https://github.com/PythonOT/POT/issues/625 (vmap/jit/grad all fail)
import jax
import jax.numpy as jnp
import numpy as np


@jax.vmap
def unit(v):
    return v / np.linalg.norm(v)  # expect: JXM009 col 16


unit(jnp.array([[3.0, 4.0], [1.0, 0.0]]))
