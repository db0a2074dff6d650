import jax
import jax.numpy as jnp

x = jnp.array(10.0)
halve = jax.jit(lambda v: v / 2.0)  # expect: JXM023 col 13
while x > 1.0:
    x = halve(x)
print(x)
