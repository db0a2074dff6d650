import jax.numpy as jnp


class ReplayBuffer:
    def __init__(self, size):
        self.rewards = jnp.zeros(size)
        self.count = 0

    def add(self, reward):
        self.rewards[self.count] = reward  # expect: JXM001 col 9
        self.count += 1


ReplayBuffer(4).add(1.0)
