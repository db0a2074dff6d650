# jnp.max(x, 1) reduces axis 1 only: the worst error of each example, a vector.
import jax
import jax.numpy as jnp


def worst_error(pred, target):
    return jnp.mean(jnp.max(jnp.abs(pred - target), 1))


def grad_step(pred, target):
    return jax.grad(worst_error)(pred, target)  # expect: JXM004 col 12


grad_step(jnp.ones((16, 3)), jnp.zeros((16, 3)))
grad_step(jnp.ones((8, 3)), jnp.zeros((8, 3)))
