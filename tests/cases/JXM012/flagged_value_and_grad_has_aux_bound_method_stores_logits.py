# jax.value_and_grad(self.loss_fn, has_aux=True): has_aux counts no argument, so the bound method is
# traced with self the caller's object, and the logits it keeps on self are JVP tracers that outlive
# grad (a trainer keeping its last predictions for logging, PyTorch style)
import jax
import jax.numpy as jnp


class Trainer:
    def loss_fn(self, w, x, y):
        logits = x @ w
        self.last_logits = logits  # expect: JXM012 col 9
        loss = jnp.mean((logits - y) ** 2)
        return loss, {"loss": loss}

    def step(self, w, x, y):
        (loss, aux), g = jax.value_and_grad(self.loss_fn, has_aux=True)(w, x, y)
        return w - 0.1 * g, jnp.argmax(self.last_logits)


print(Trainer().step(jnp.ones(3), jnp.ones((2, 3)), jnp.zeros(2)))
