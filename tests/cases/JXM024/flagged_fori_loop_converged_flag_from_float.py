# A halving loop keeps a "converged" flag in its carry, started as the float 0. and returned
# as a comparison: even a weak-typed float init does not become a bool
import jax.numpy as jnp
from jax import lax


def body(i, state):
    x, converged = state
    x = x * 0.5
    return x, jnp.all(x < 1e-3)


x, converged = lax.fori_loop(0, 20, body, (jnp.ones(3), 0.))  # expect: JXM024 col 37
print(x, converged)
