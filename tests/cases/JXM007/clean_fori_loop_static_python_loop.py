# Inside a fori_loop body, a Python loop over a constant range and a tuple indexed by that Python int run.
import jax.numpy as jnp
from jax import lax

WEIGHTS = (0.5, 0.25, 0.125)


def body(i, acc):
    for k in range(len(WEIGHTS)):
        acc = acc + WEIGHTS[k] * acc
    return acc


lax.fori_loop(0, 2, body, jnp.ones(2))
