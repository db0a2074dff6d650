# A method of the holder may store a new key into it between the draws.
import jax


class Env:
    def __init__(self):
        self.key = jax.random.PRNGKey(0)

    def advance(self):
        self.key, _ = jax.random.split(self.key)


def rollout(env):
    a = jax.random.normal(env.key, (2,))
    env.advance()
    b = jax.random.normal(env.key, (2,))
    return a, b


print(rollout(Env()))
