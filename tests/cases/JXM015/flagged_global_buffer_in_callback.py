# A module-level buffer "updated" from inside a function: the update is discarded (and `buf = buf.at[...]` there would raise UnboundLocalError)
import jax.numpy as jnp

history = jnp.zeros(5)


def log_loss(step, loss):
    history.at[step].set(loss)  # expect: JXM015 col 5


for step in range(5):
    log_loss(step, 1.0 / (step + 1))
print(history)
