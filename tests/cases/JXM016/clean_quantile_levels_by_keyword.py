# Posterior bands with the quantile levels passed by keyword, made an array first.
import jax
import jax.numpy as jnp

samples = jax.random.normal(jax.random.key(0), (1000, 3))
lo, mid, hi = jnp.quantile(samples, q=jnp.array([0.05, 0.5, 0.95]), axis=0)
print(lo, mid, hi)
