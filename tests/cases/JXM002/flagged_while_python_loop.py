import jax
import jax.numpy as jnp


@jax.jit
def halvings(x):
    n = 0
    while jnp.abs(x).max() > 2.0 ** n:  # expect: JXM002 col 11
        n = n + 1
    return n


halvings(jnp.array([3.0, -7.0]))
