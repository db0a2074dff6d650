# A module-level agent's method jitted as a bound method: its arguments are tracers, so print shows one
from jax._src import api
import jax.numpy as jnp


class Agent:
    def __init__(self, lr):
        self.lr = lr

    def update(self, params, grads):
        print("grads:", grads)  # expect: JXM011 col 9
        return params - self.lr * grads


agent = Agent(0.1)
update = api.jit(agent.update)
print(update(jnp.ones(3), jnp.ones(3)))
