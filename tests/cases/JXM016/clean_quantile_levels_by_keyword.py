# Posterior bands with the quantile levels passed by keyword, made an array first.
import jax
import jax.numpy as jnp


def bands(samples):
    return jnp.quantile(samples, q=jnp.array([0.05, 0.5, 0.95]), axis=0)


samples = jax.random.normal(jax.random.key(0), (1000, 3))
lo, mid, hi = bands(samples)
print(lo, mid, hi)
