# repeats read from module-level constant arrays is concrete inside jit; traced repeats with total_repeat_length run too.
import jax
import jax.numpy as jnp
import numpy as np

REPEATS = jnp.array([1, 2, 3])
NP_REPEATS = np.array([2, 1, 1])


@jax.jit
def expand(x, counts):
    a = jnp.repeat(x, REPEATS)
    b = jnp.repeat(x, NP_REPEATS)
    c = jnp.repeat(x, counts, total_repeat_length=6)
    return a.sum() + b.sum() + c.sum()


expand(jnp.arange(3), jnp.array([3, 2, 1]))
