# The halving loop with its "converged" flag started as a bool: the carry keeps its dtypes
import jax.numpy as jnp
from jax import lax


def body(i, state):
    x, converged = state
    x = x * 0.5
    return x, jnp.all(x < 1e-3)


x, converged = lax.fori_loop(0, 20, body, (jnp.ones(3), False))
print(x, converged)
