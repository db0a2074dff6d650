import jax
import jax.numpy as jnp


@jax.jit
def unrolled(x):
    for i in range(3):
        x = x + jax.jit(jnp.sin)(x) * i  # jnp.sin is one function: traced once
    return x


print(unrolled(jnp.ones(2)))
