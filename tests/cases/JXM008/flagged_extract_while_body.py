# jnp.extract inside a lax.while_loop body.
import jax.numpy as jnp
from jax import lax


def cond_fun(state):
    return state[0] < 2


def body_fun(state):
    i, x = state
    kept = jnp.extract(x > i, x)  # expect: JXM008 col 12
    return i + 1, x + kept.sum()


lax.while_loop(cond_fun, body_fun, (0, jnp.arange(4.0)))
