# Converting the result of a jitted function outside it, in a Python training loop, runs.
import jax
import jax.numpy as jnp


@jax.jit
def step(w, x):
    loss = jnp.mean((x @ w) ** 2)
    return w - 0.1 * w, loss


w = jnp.ones(3)
x = jnp.ones((4, 3))
for epoch in range(3):
    w, loss = step(w, x)
    print(epoch, float(loss), loss.item(), w.tolist())
