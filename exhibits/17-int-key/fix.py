import jax
import jax.numpy as jnp

def init_mlp(seed, sizes):
    keys = jax.random.split(jax.random.PRNGKey(seed), len(sizes) - 1)  # the key the seed makes
    return [jax.random.normal(k, (m, n)) / jnp.sqrt(m) for k, m, n in zip(keys, sizes[:-1], sizes[1:])]

params = init_mlp(0, [3, 16, 1])
print([w.shape for w in params])
