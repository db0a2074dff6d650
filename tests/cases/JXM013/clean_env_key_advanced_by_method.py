# A method of the holder may store a new key into it between the draws.
import jax


class Env:
    def __init__(self):
        self.steps = 0
        self.key = jax.random.PRNGKey(self.steps)

    def advance(self):
        self.steps += 1
        self.key = jax.random.PRNGKey(self.steps)


def rollout(env):
    a = jax.random.normal(env.key, (2,))
    env.advance()
    b = jax.random.normal(env.key, (2,))
    return a, b


print(rollout(Env()))
