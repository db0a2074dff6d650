import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, lr):
        self.lr = lr

    def fit(self, params, data):
        for batch in data:
            step = jax.jit(lambda p, b: p - self.lr * jax.grad(lambda q: jnp.sum((q * b) ** 2))(p))  # expect: JXM023 col 20
            params = step(params, batch)
        return params


print(Trainer(0.1).fit(jnp.ones(3), [jnp.ones(3)] * 4))
