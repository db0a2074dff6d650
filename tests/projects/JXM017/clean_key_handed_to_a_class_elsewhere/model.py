import jax
import jax.numpy as jnp


class NoisyPolicy:
    def __init__(self, scale, seed=jax.random.key(0)):
        self.scale = scale
        self.key = seed

    def act(self, obs):
        self.key, noise_key = jax.random.split(self.key)
        return obs + self.scale * jax.random.normal(noise_key, obs.shape)


class Dataset:
    def __init__(self, size, seed):
        self.size = size
        self.rng = seed

    def batch(self, n):
        index = jax.random.randint(self.rng, (n,), 0, self.size)
        return jnp.arange(self.size)[index]
