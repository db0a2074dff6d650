import jax
import jax.numpy as jnp

x = jnp.arange(4.0)
for step in range(5):
    y = jax.jit(lambda v: jnp.sin(v) * 2.0)(x)  # expect: JXM023 col 9
print(y)
