# Every construction hands __init__ an int seed, which it keeps as the walker's rng.
import jax
import jax.numpy as jnp


class RandomWalk:
    def __init__(self, steps, seed):
        self.steps = steps
        self.rng = seed

    def run(self):
        return jnp.cumsum(jax.random.normal(jax.random.PRNGKey(self.rng), (self.steps,)))  # expect: JXM017 col 45


walk = RandomWalk(100, 0)
print(walk.run()[-1])
