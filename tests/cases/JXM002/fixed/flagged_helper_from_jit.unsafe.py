import jax
import jax.numpy as jnp


def clip_positive(v, limit):
    return jnp.where(v.max() > limit, jnp.minimum(v, limit), v)  # expect: JXM002 col 8


@jax.jit
def step(x):
    return clip_positive(x * 2, 3.0)


step(jnp.array([1.0, 2.0]))
