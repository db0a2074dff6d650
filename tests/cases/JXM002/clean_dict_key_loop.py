import jax
import jax.numpy as jnp


@jax.jit
def total(params):
    out = 0.0
    for name in params:
        if name != "bias":
            out = out + jnp.sum(params[name])
    return out


total({"w": jnp.ones(2), "bias": jnp.zeros(2)})
