# writing into a NumPy buffer at a traced index inside a lax.fori_loop body (cf. https://github.com/jax-ml/jax/issues/3133)
import jax.numpy as jnp
import numpy as np
from jax import lax


def body(i, total):
    hits = np.zeros(4)
    hits[i] = 1.0  # expect: JXM009 col 5
    return total + jnp.asarray(hits).sum()


lax.fori_loop(0, 4, body, 0.0)
