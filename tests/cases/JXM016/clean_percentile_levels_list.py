# Credible intervals from posterior samples, the levels made an array first.
import jax
import jax.numpy as jnp


def summarize(samples):
    return jnp.percentile(samples, jnp.array([16, 50, 84]))


samples = jax.random.normal(jax.random.PRNGKey(0), (1000,))
print(summarize(samples))
