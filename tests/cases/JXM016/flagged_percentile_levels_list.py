# Credible intervals from posterior samples, the levels given as a list (jaxns#46: jax.numpy
# stopped converting a list q): argument 1 is refused as argument 0 would be.
import jax
import jax.numpy as jnp


def summarize(samples):
    return jnp.percentile(samples, [16, 50, 84])  # expect: JXM016 col 36


samples = jax.random.normal(jax.random.PRNGKey(0), (1000,))
print(summarize(samples))
