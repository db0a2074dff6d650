# a constant NumPy matrix times a traced vector through np.dot, in a partial(jax.jit, static_argnames=...) function (pmap/NumPy-library repost): https://openillumi.com/en/en-fix-jax-pmap-conversion-error
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

ROTATION = np.array([[0.0, -1.0], [1.0, 0.0]])


@partial(jax.jit, static_argnames="n_turns")
def rotate(v, n_turns):
    for _ in range(n_turns):
        v = jnp.dot(ROTATION, v)  # expect: JXM009 col 13
    return v


rotate(jnp.array([1.0, 0.0]), n_turns=2)
