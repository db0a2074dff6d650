# A sampler keeps the user's seed on the instance and later hands it to jax.random as the key.
import jax


class NoiseSampler:
    def __init__(self, scale):
        self.seed = 0
        self.scale = scale

    def sample(self, n):
        return self.scale * jax.random.normal(self.seed, (n,))  # expect: JXM017 col 47


print(NoiseSampler(0.1).sample(3))
