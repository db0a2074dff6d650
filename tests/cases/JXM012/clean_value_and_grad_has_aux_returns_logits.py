# The logits ride out of grad in has_aux's auxiliary output instead, concrete once grad returns
import jax
import jax.numpy as jnp


class Trainer:
    def loss_fn(self, w, x, y):
        logits = x @ w
        loss = jnp.mean((logits - y) ** 2)
        return loss, logits

    def step(self, w, x, y):
        (loss, logits), g = jax.value_and_grad(self.loss_fn, has_aux=True)(w, x, y)
        self.last_logits = logits
        return w - 0.1 * g, jnp.argmax(self.last_logits)


print(Trainer().step(jnp.ones(3), jnp.ones((2, 3)), jnp.zeros(2)))
