# A Monte Carlo sampler keeps its seed argument as its key and splits it on every draw
# (as vmc_jax#12 changed its sampler to take a seed); split raises on the int at once.
import jax


class MCSampler:
    def __init__(self, num_samples, seed=1234):
        self.num_samples = num_samples
        self.key = seed

    def sample(self):
        self.key, key = jax.random.split(self.key)  # expect: JXM017 col 42
        return jax.random.normal(key, (self.num_samples, 4))


sampler = MCSampler(10)
configs = sampler.sample()
