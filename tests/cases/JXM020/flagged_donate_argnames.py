import jax
import jax.numpy as jnp


def accumulate(total, value):
    return total + value


add_into = jax.jit(accumulate, donate_argnames="total")
total = jnp.zeros(3)
result = add_into(total, jnp.ones(3))
print(result - total)  # expect: JXM020 col 16
