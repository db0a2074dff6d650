import jax.numpy as jnp


class History:
    def __init__(self):
        self.values = jnp.zeros(3)

    def reset(self):
        self.values = [0.0, 0.0, 0.0]  # a list from here on: stores into it are fine

    def record(self, i, value):
        self.values[i] = value


history = History()
history.reset()
history.record(0, 1.0)
