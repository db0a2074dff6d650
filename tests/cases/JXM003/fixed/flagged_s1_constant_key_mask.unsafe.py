# Shape 1: a dropout mask drawn with a constant key inside jit is a tracer; indexing with it needs a concrete mask.
import jax
import jax.numpy as jnp


@jax.jit
def keep_some(x):
    keep = jax.random.bernoulli(jax.random.PRNGKey(0), 0.5, x.shape)
    return jnp.where(keep, x, 0)  # expect: JXM003 col 14


print(keep_some(jnp.arange(8.0)))
