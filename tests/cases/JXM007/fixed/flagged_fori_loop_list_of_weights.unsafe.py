# A Python tuple of weights indexed by the fori_loop counter, which is traced.
import jax.numpy as jnp
from jax import lax

WEIGHTS = (0.5, 0.25, 0.125)


def body(i, acc):
    return acc + jnp.asarray(WEIGHTS)[i] * acc  # expect: JXM007 col 18


lax.fori_loop(0, 3, body, jnp.ones(2))
