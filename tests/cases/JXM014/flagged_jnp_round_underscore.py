# jnp.round_ (the NumPy-1 alias) to round a metric (removed in jax 0.4.38)
import jax.numpy as jnp

print(jnp.round_(jnp.array([1.234, 5.678]), 2))  # expect: JXM014 col 7
