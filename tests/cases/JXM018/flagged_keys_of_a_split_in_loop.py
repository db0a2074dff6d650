# A sensitivity check over a few keys: each key of the split is handed to grad as the point.
import jax
import jax.numpy as jnp


def draw_norm(key):
    return jnp.linalg.norm(jax.random.normal(key, (3,)))


for sub in jax.random.split(jax.random.key(0), 3):
    print(jax.grad(draw_norm)(sub))  # expect: JXM018 col 31
