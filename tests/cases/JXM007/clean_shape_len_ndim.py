# Static facts inside jit: x.shape, len(x), x.ndim, x.size are Python ints, so int()/range() on them run.
import jax
import jax.numpy as jnp


@jax.jit
def pairwise_sum(x):
    n = int(x.shape[0])
    total = jnp.zeros(())
    for i in range(len(x)):
        total = total + x[i] * float(x.ndim)
    for j in range(n // 2):
        total = total + x[j] / float(x.size)
    return total


pairwise_sum(jnp.arange(6.0))
