# a plain (untraced) method stores the output of a jitted function on self: a concrete array
import jax
import jax.numpy as jnp


@jax.jit
def _sgd_step(params, x):
    g = jax.grad(lambda p: jnp.sum((x @ p) ** 2))(params)
    return params - 0.1 * g


class Trainer:
    def __init__(self):
        self.params = jnp.ones(2)
        self.history = []

    def fit(self, x, steps):
        for _ in range(steps):
            self.params = _sgd_step(self.params, x)
            self.history.append(self.params)
        return self


trainer = Trainer().fit(jnp.ones((3, 2)), 3)
print(trainer.params + 1, jnp.stack(trainer.history).shape)
