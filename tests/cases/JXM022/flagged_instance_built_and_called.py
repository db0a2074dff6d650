# The agent is built and used in one expression: jit still gets the instance as 'self'.
import jax
import jax.numpy as jnp


class Agent:
    def __init__(self):
        self.gamma = 0.99

    @jax.jit  # expect: JXM022 col 6
    def value(self, rewards):
        return rewards * self.gamma


print(Agent().value(jnp.ones(2)))
