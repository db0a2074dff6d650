import jax
import jax.numpy as jnp

halve = jax.jit(lambda v: v / 2.0)
x = jnp.array(10.0)
while x > 1.0:
    x = halve(x)
print(x)
