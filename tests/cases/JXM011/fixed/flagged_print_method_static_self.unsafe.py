# a jitted method (static self) prints its logits: JitTracer (https://github.com/jax-ml/jax/issues/19887 shape)
from functools import partial

import jax
import jax.numpy as jnp


class Classifier:
    def __init__(self, n_classes):
        self.n_classes = n_classes
        self.w = jnp.ones((4, n_classes))

    @partial(jax.jit, static_argnums=0)
    def predict(self, x):
        logits = x @ self.w
        jax.debug.print("logits: {}", logits)  # expect: JXM011 col 9
        return jax.nn.softmax(logits)


model = Classifier(3)
model.predict(jnp.ones((2, 4)))
model.predict(jnp.zeros((2, 4)))
