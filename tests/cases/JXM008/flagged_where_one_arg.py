# One-argument jnp.where to get indices inside jit (https://github.com/jax-ml/jax/issues/4585).
import jax
import jax.numpy as jnp


@jax.jit
def above_threshold(a):
    idx = jnp.where(a > 1)[0]  # expect: JXM008 col 11
    return a[idx]


above_threshold(jnp.arange(3))
