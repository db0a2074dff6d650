import jax
import jax.numpy as jnp


class RandomFlip:
    def __init__(self, seed):
        self.key = jax.random.PRNGKey(seed)

    def __call__(self, images):
        flip = jax.random.bernoulli(self.key, 0.5, (images.shape[0], 1))  # expect: JXM013 col 16
        return jnp.where(flip, images[:, ::-1], images)
