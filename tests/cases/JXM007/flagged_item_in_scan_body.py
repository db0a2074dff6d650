# .item() to log a loss inside a lax.scan body.
import jax
import jax.numpy as jnp


def train_step(w, batch):
    loss = jnp.mean((batch * w - 1.0) ** 2)
    history_value = loss.item()  # expect: JXM007 col 21
    return w - 0.1 * loss, history_value


jax.lax.scan(train_step, jnp.float32(0.0), jnp.ones((4, 3)))
