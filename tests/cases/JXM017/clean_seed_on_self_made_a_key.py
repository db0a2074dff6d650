# The seed kept on the instance is made a key before it reaches jax.random; another
# class's key attribute is rebound after __init__, so it may hold a key by then.
import jax


class NoiseSampler:
    def __init__(self, scale):
        self.seed = 0
        self.scale = scale

    def sample(self, n):
        return self.scale * jax.random.normal(jax.random.PRNGKey(self.seed), (n,))


class Stream:
    def __init__(self):
        self.rng = 0

    def reset(self, seed):
        self.rng = jax.random.PRNGKey(seed)

    def draw(self):
        self.rng, sub = jax.random.split(self.rng)
        return jax.random.uniform(sub, (2,))


print(NoiseSampler(0.1).sample(3))
stream = Stream()
stream.reset(1)
print(stream.draw())
