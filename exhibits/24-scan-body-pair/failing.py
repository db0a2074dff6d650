import jax
import jax.numpy as jnp

def step(total, x):
    total = total + x
    return total  # the new carry only: scan wants (carry, y)

xs = jnp.arange(5.0)
final, running = jax.lax.scan(step, 0.0, xs)
print(final, running)
