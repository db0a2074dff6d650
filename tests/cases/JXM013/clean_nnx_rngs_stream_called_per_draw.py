import jax
import jax.numpy as jnp
from flax import nnx


def augment(rngs: nnx.Rngs, x):
    # Each call of a stream gives a fresh key.
    noise = jax.random.normal(rngs.noise(), x.shape)
    mask = jax.random.bernoulli(rngs.noise(), 0.5, x.shape)
    return jnp.where(mask, x + noise, x)


print(augment(nnx.Rngs(noise=0), jnp.ones(4)))
