# jnp.flatnonzero inside a lax.cond branch.
import jax.numpy as jnp
from jax import lax


def first_active(mask):
    return jnp.flatnonzero(mask)[0]  # expect: JXM008 col 12


def none_active(mask):
    return jnp.int32(-1)


lax.cond(True, first_active, none_active, jnp.array([False, True, True]))
