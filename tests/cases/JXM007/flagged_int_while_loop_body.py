# int() of the carried counter inside a lax.while_loop body, to pick a Python-side value.
import jax.numpy as jnp
from jax import lax

SCHEDULE = [0.1, 0.05, 0.01]


def cond_fun(state):
    return state[0] < 3


def body_fun(state):
    step, x = state
    lr = SCHEDULE[int(step)]  # expect: JXM007 col 19
    return step + 1, x - lr * x


lax.while_loop(cond_fun, body_fun, (0, jnp.ones(2)))
