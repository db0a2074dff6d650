# module-level alias `KeyArray = random.KeyArray` (jax-md rigid_body.py): https://github.com/jax-md/jax-md/issues/298
import jax
import jax.numpy as jnp
from jax import random

KeyArray = random.KeyArray  # expect: JXM014 col 12


def jitter(key: KeyArray, x: jax.Array) -> jax.Array:
    return x + 0.01 * random.normal(key, x.shape)


print(jitter(random.PRNGKey(0), jnp.zeros(3)))
