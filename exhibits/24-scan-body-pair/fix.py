import jax
import jax.numpy as jnp

def step(total, x):
    total = total + x
    return total, total  # (carry, y): the carry goes on, y is stacked into running

xs = jnp.arange(5.0)
final, running = jax.lax.scan(step, 0.0, xs)
print(final, running)
