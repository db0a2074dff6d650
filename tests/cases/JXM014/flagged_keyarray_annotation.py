# jax.random.KeyArray as a parameter annotation (Flax/diffusers shape): https://github.com/jax-ml/jax/issues/22990
import jax
import jax.numpy as jnp


def init_weights(rng: jax.random.KeyArray, shape) -> jnp.ndarray:  # expect: JXM014 col 23
    return jax.random.normal(rng, shape)


print(init_weights(jax.random.PRNGKey(0), (2,)).shape)
