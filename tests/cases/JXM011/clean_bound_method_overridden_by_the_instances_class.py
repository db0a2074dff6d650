# The jitted bound method is the subclass's own `update`: the base's print never runs.
import jax
import jax.numpy as jnp


class Agent:
    def update(self, params, grads):
        print("debugging the base:", grads)
        return params - grads


class QuietAgent(Agent):
    def update(self, params, grads):
        return params - 0.1 * grads


agent = QuietAgent()
step = jax.jit(agent.update)
print(step(jnp.ones(3), jnp.ones(3)))
