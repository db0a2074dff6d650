# sizes computed from x.shape, x.ndim, x.size and len() are Python ints at trace time (jax#4449 discussion): https://github.com/jax-ml/jax/issues/4449
import jax
import jax.numpy as jnp


@jax.jit
def reshape_and_pad(x):
    n = x.shape[0]
    half = x[: x.shape[0] // 2]
    grid = x.reshape(n // 2, -1)
    extra = jnp.zeros(n * 2) + jnp.arange(x.size + 6)[: n * 2]
    eye = jnp.eye(len(x))
    return half.sum() + grid.sum() + extra.sum() + eye.sum() + jnp.ones(x.ndim).sum()


reshape_and_pad(jnp.arange(6.0))
