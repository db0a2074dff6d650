# iterating a jitted function's **kwargs gives its keys, Python strings: comparing them is fine
import jax
import jax.numpy as jnp

FROZEN = "bias"


@jax.jit
def scaled(**params):
    out = {}
    for name in params:
        if name != FROZEN:
            out[name] = params[name] * 2
        else:
            out[name] = params[name]
    return out


print(scaled(weight=jnp.ones(2), bias=jnp.zeros(2)))
