# One key of a split, handed to jacrev as the point to differentiate at.
import jax
import jax.numpy as jnp


def sample_mean(key):
    return jnp.mean(jax.random.uniform(key, (16,)))


keys = jax.random.split(jax.random.PRNGKey(0), 4)
print(jax.jacrev(sample_mean)(keys[0]))  # expect: JXM018 col 31
