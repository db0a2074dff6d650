# Lookalike: under jit the keys of params.items() are Python strings; filtering by name is static.
import jax
import jax.numpy as jnp


@jax.jit
def weight_norm(params):
    total = 0.0
    for name, p in params.items():
        if name.startswith("w"):
            total = total + jnp.sum(p ** 2)
    return total


print(weight_norm({"w": jnp.ones((3, 2)), "b": -jnp.ones(2)}))
