# a single traced integer index is fine under jit (it is not a slice); also x2[i, :] and x.at[i].set (jax#377): https://github.com/jax-ml/jax/issues/377
import jax
import jax.numpy as jnp


@jax.jit
def pick(x, i):
    row = x[i]
    col = x[:, i]
    return row.sum() + col.sum() + x[i, :].max(), x.at[i].set(0.0)


pick(jnp.arange(12.0).reshape(4, 3), 1)
