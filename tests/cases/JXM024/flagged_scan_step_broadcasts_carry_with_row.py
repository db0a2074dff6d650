# A running product over the rows of xs: the carry starts as a scalar, but multiplying it by a
# row (shape (3,)) makes it a vector after the first step.
import jax
import jax.numpy as jnp


def step(total, row):
    total = total * row
    return total, total


xs = jnp.linspace(1.0, 2.0, 12).reshape(4, 3)
final, history = jax.lax.scan(step, jnp.ones(()), xs)  # expect: JXM024 col 31
print(final, history.shape)
