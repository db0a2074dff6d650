# np.searchsorted(t, v) and np.take(t, i, mode="clip") call the tracer's own method, so they work under jit (tests/probes/numpy_on_tracer.py, JXM009 notes)
import jax
import jax.numpy as jnp
import numpy as np

IDX = np.array([0, 2])


@jax.jit
def lookup(sorted_x):
    position = np.searchsorted(sorted_x, 1.5)
    picked = np.take(sorted_x, IDX, mode="clip")
    return position + picked.sum()


lookup(jnp.array([0.0, 1.0, 2.0, 3.0]))
