# The helper stacks its losses into an array: jax.numpy reduces it.
import jax.numpy as jnp


def losses(pred, target):
    mse = jnp.mean((pred - target) ** 2)
    mae = jnp.mean(jnp.abs(pred - target))
    return jnp.stack([mse, mae])


def pair(pred, target):
    if pred.ndim > 1:
        return pred, target
    return jnp.concatenate([pred, target])


pred = jnp.ones(4)
target = jnp.zeros(4)
worst = jnp.max(losses(pred, target))
both = jnp.sum(pair(pred, target))
assert worst.shape == () and both.shape == ()
