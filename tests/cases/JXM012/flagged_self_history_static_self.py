# a trainer's jitted step (static self) appends its loss to self.losses; averaging the history after training raises
from functools import partial

import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, lr):
        self.lr = lr
        self.losses = []

    @partial(jax.jit, static_argnums=0)
    def step(self, w, x, y):
        loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
        self.losses.append(loss)  # expect: JXM012 col 9
        return w - self.lr * g


trainer = Trainer(0.05)
w = jnp.zeros(2)
for _ in range(3):
    w = trainer.step(w, jnp.ones((4, 2)), jnp.ones(4))
print("mean loss", jnp.mean(jnp.stack(trainer.losses)))
