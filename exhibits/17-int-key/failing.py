import jax
import jax.numpy as jnp

def init_mlp(seed, sizes):
    keys = jax.random.split(seed, len(sizes) - 1)  # a seed where the key goes
    return [jax.random.normal(k, (m, n)) / jnp.sqrt(m) for k, m, n in zip(keys, sizes[:-1], sizes[1:])]

params = init_mlp(0, [3, 16, 1])
print([w.shape for w in params])
