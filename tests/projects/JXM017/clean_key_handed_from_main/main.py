import jax
import jax.numpy as jnp

from model import sample

print(jnp.mean(sample(3, jax.random.PRNGKey(1))))
