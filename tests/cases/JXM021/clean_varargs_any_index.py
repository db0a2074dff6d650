# With *args, any position may be passed.
import jax
import jax.numpy as jnp


def total(x, *scales):
    return x * sum(scales)


total_jit = jax.jit(total, static_argnums=(1, 2))
print(total_jit(jnp.ones(2), 2.0, 3.0))
