# np.split, np.repeat, np.take_along_axis and np.squeeze delegate to the tracer's methods and run under jit (probe.py): never flag
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def halves(x):
    a, b = np.split(x, 2)
    idx = jnp.argsort(a)
    return np.take_along_axis(a, idx, 0) + np.squeeze(np.repeat(b, 1)[None])


halves(jnp.array([3.0, 1.0, 2.0, 4.0]))
