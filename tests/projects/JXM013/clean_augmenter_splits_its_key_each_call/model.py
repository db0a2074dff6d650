import jax
import jax.numpy as jnp


class RandomFlip:
    def __init__(self, seed):
        self.key = jax.random.PRNGKey(seed)

    def __call__(self, images):
        self.key, key = jax.random.split(self.key)
        flip = jax.random.bernoulli(key, 0.5, (images.shape[0], 1))
        return jnp.where(flip, images[:, ::-1], images)
