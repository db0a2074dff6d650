# print of the state in a lax.while_loop condition function (Newton iterations): tracer
import jax.numpy as jnp
from jax import lax
import jax


def cond_fun(state):
    i, x = state
    jax.debug.print("iteration {} x {}", i, x)  # expect: JXM011 col 5
    return i < 10


def body_fun(state):
    i, x = state
    return i + 1, x - (x * x - 2.0) / (2.0 * x)


lax.while_loop(cond_fun, body_fun, (0, jnp.float32(1.0)))
