import jax
import jax.numpy as jnp


@jax.jit
def scale(params):
    params["w"] = params["w"] * 2.0  # the dict is rebuilt per trace
    return params


scale({"w": jnp.ones(3), "b": jnp.zeros(3)})
