import jax
import jax.numpy as jnp


def double_head(v):
    v = v.at[0].multiply(2)  # expect: JXM001 col 5
    return v


@jax.jit
def step(x):
    return double_head(x) + 1.0


step(jnp.ones(3))
