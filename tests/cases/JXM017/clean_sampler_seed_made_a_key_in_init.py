# The sampler builds its key from the seed once, in __init__, and splits it on every draw;
# the walker is built with a key by one of its callers, so its rng is not proven an int.
import jax
import jax.numpy as jnp


class MCSampler:
    def __init__(self, num_samples, seed=1234):
        self.num_samples = num_samples
        self.key = jax.random.PRNGKey(seed)

    def sample(self):
        self.key, key = jax.random.split(self.key)
        return jax.random.normal(key, (self.num_samples, 4))


class RandomWalk:
    def __init__(self, steps, seed):
        self.steps = steps
        self.rng = seed

    def run(self):
        self.rng, key = jax.random.split(self.rng)
        return jnp.cumsum(jax.random.normal(key, (self.steps,)))


sampler = MCSampler(10)
configs = sampler.sample()
walk = RandomWalk(100, jax.random.PRNGKey(0))
print(walk.run()[-1])
