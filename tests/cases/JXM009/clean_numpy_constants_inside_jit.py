# NumPy building constants inside jit from literals only (no tracer involved); the table is converted with jnp.asarray before a traced lookup
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def lookup(x, i):
    grid = np.sin(np.linspace(0.0, np.pi, 8))
    table = jnp.asarray(grid)
    return x * table[i] + np.float32(np.exp(1.0))


lookup(jnp.ones(2), 3)
