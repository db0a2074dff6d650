import jax
import jax.numpy as jnp

x = jnp.arange(4.0)
jitted = jax.jit(lambda v: jnp.sin(v) * 2.0)
for step in range(5):
    y = jitted(x)  # expect: JXM023 col 9
print(y)
