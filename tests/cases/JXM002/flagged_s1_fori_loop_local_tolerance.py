# Shape 1: a tolerance built with jnp.asarray inside a lax.fori_loop body is a tracer.
import jax.numpy as jnp
from jax import lax


def body(i, acc):
    tol = jnp.asarray(1e-3)
    if tol > 0:  # expect: JXM002 col 8
        acc = acc + tol * i
    return acc


print(lax.fori_loop(0, 3, body, 0.0))
