# The running product starts as a row of ones, the shape of every row it is multiplied by.
import jax
import jax.numpy as jnp


def step(total, row):
    total = total * row
    return total, total


xs = jnp.linspace(1.0, 2.0, 12).reshape(4, 3)
final, history = jax.lax.scan(step, jnp.ones(3), xs)
print(final, history.shape)
