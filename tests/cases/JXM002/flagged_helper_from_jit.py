import jax
import jax.numpy as jnp


def clip_positive(v, limit):
    if v.max() > limit:  # expect: JXM002 col 8
        return jnp.minimum(v, limit)
    return v


@jax.jit
def step(x):
    return clip_positive(x * 2, 3.0)


step(jnp.array([1.0, 2.0]))
