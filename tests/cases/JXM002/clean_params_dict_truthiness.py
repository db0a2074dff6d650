import jax
import jax.numpy as jnp


@jax.jit
def apply(params, x):
    if not params:
        return x
    y = x * params["w"]
    if "b" in params:
        y = y + params["b"]
    return y


apply({"w": jnp.ones(2), "b": jnp.zeros(2)}, jnp.arange(2.0))
apply({}, jnp.arange(2.0))
