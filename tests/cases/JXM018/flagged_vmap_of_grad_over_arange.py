import jax
import jax.numpy as jnp

# The derivative at each point of a grid: vmap hands grad int32 slices of jnp.arange(5).


def f(x):
    return jnp.sin(x)


print(jax.vmap(jax.grad(f))(jnp.arange(5)))  # expect: JXM018 col 29
