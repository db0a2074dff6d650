import jax
import jax.numpy as jnp


def accumulate(total, value):
    return total + value


add_into = jax.jit(accumulate, donate_argnums=0)
value = jnp.ones(3)
total = jnp.zeros(3)
total = add_into(total, value)
print(total, value)
