# A branch that returns the value and its gradient norm, against one that returns the value only.
import jax
import jax.numpy as jnp
from jax import lax


def with_norm(v):
    return v, jnp.linalg.norm(v)


def plain(v):
    return v


v = jnp.ones(3)
out = lax.cond(v.sum() > 2.0, with_norm, plain, v)  # expect: JXM024 col 42
print(out)
