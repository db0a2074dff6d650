# inside jit, iterating a params dict gives its keys (strings) and type(x) names the tracer class: no tracer repr printed
import jax
import jax.numpy as jnp


@jax.jit
def l2_penalty(params):
    total = 0.0
    for name in params:
        print("regularizing", name)
        total = total + jnp.sum(params[name] ** 2)
    print("input type:", type(params["w"]).__name__)
    return total


l2_penalty({"w": jnp.ones((3, 2)), "b": jnp.zeros(2)})
