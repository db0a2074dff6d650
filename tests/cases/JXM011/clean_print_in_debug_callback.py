# print inside a function handed to jax.debug.callback runs on concrete values at run time
import jax
import jax.numpy as jnp


def log_metrics(step, loss):
    print("step", step, "loss", loss)


@jax.jit
def train_step(step, w):
    loss = jnp.sum(w ** 2)
    jax.debug.callback(log_metrics, step, loss)
    jax.debug.callback(lambda g: print("grad", g), 2 * w)
    return w - 0.1 * 2 * w


w = jnp.ones(2)
for step in range(2):
    w = train_step(step, w)
