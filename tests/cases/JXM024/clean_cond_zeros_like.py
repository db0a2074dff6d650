# Both branches keep the operand's shape and dtype.
import jax
import jax.numpy as jnp
from jax import lax


def dropout_or_not(x, training):
    return lax.cond(training, lambda v: v * 0.5, lambda v: jnp.zeros_like(v), x)


print(jax.jit(dropout_or_not)(jnp.ones(4), True))
