# summing a list of traced losses with Python's sum() gives a traced array: if cannot branch on it
import jax
import jax.numpy as jnp


@jax.jit
def total_loss(pred, target, weights):
    mse = jnp.mean((pred - target) ** 2)
    l2 = jnp.sum(weights**2)
    total = sum([mse, 0.01 * l2])
    if total > 10.0:  # expect: JXM002 col 8
        total = 10.0
    return total


total_loss(jnp.ones(3), jnp.zeros(3), jnp.ones(2))
