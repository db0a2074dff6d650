# np.concatenate inside a lax.cond branch (branches are always traced), cf. https://github.com/google/brax/issues/227
import jax.numpy as jnp
import numpy as np
from jax import lax


def pad_front(v):
    return np.concatenate([jnp.zeros(1), v[:-1]])  # expect: JXM009 col 12


def keep(v):
    return v


x = jnp.arange(3.0)
lax.cond(x[0] > 0, pad_front, keep, x)
