# A trainer jits its own step method inside the loop: each read of self.step is a new
# bound-method object, so JAX traces and compiles the step on every batch (jax-ml/jax#9672).
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, lr):
        self.lr = lr

    def step(self, params, batch):
        return params - self.lr * jax.grad(lambda p: jnp.sum((p * batch) ** 2))(params)

    def fit(self, params, data):
        for batch in data:
            params = jax.jit(self.step)(params, batch)  # expect: JXM023 col 22
        return params


print(Trainer(0.1).fit(jnp.ones(3), [jnp.ones(3)] * 4))
