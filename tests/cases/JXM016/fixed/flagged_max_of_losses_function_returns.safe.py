# Two losses a helper returns as a tuple, the worse of them picked with jax.numpy.
import jax.numpy as jnp


def losses(pred, target):
    mse = jnp.mean((pred - target) ** 2)
    mae = jnp.mean(jnp.abs(pred - target))
    return mse, mae


pred = jnp.ones(4)
target = jnp.zeros(4)
worst = jnp.max(jnp.array(losses(pred, target)))  # expect: JXM016 col 17
