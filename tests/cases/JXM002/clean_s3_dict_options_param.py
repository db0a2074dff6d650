# Shape 3 trap: a dict passed through jit is a pytree container; its truthiness is a Python question.
import jax
import jax.numpy as jnp


def apply(x, opts):
    if opts:
        x = x * opts["scale"]
    return x


print(jax.jit(apply)(jnp.ones(3), {"scale": 2.0}))
