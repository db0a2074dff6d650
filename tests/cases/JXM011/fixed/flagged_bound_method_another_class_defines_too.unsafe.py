# A bound method jitted, `jax.jit(agent.update)`, in a file where another class also has an
# `update`: the instance's class decides which def runs (the class model), not the name alone.
import jax
import jax.numpy as jnp


class Agent:
    def __init__(self, lr):
        self.lr = lr

    def update(self, params, grads):
        jax.debug.print("grads: {}", grads)  # expect: JXM011 col 9
        return params - self.lr * grads


class Logger:
    def __init__(self):
        self.last = None

    def update(self, value):
        self.last = value


agent = Agent(0.1)
step = jax.jit(agent.update)
logger = Logger()
logger.update(step(jnp.ones(3), jnp.ones(3)))
print(logger.last)
