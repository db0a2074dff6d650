import jax.numpy as jnp

x = jnp.arange(4.0)
if jnp.sum(x) > 0:
    x = x / jnp.sum(x)
assert jnp.all(x >= 0), "weights must be non-negative"
scale = 2.0 if x.max() > 0.25 else 1.0
while bool(x.max() > 0.1):
    x = x / 2
