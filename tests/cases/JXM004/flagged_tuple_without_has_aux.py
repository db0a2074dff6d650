import jax
import jax.numpy as jnp


def loss_and_pred(w, x):
    pred = x @ w
    return jnp.mean(pred**2), pred


x = jnp.ones((8, 3))
g = jax.grad(loss_and_pred)(jnp.zeros(3), x)  # expect: JXM004 col 5
