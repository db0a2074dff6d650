import jax
import jax.numpy as jnp


@jax.jit
def halves(x):
    n = x.shape[0]
    first = x[: n // 2]
    second = x[n // 2 :] if n > 1 else x
    return first.sum() + second.sum()


halves(jnp.arange(6.0))
