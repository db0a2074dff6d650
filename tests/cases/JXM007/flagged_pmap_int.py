# int() of a per-device value inside jax.pmap (runs on one CPU device).
import jax
import jax.numpy as jnp


@jax.pmap
def shard_steps(x):
    n = int(x.sum())  # expect: JXM007 col 9
    return x * n


shard_steps(jnp.ones((1, 3)))
