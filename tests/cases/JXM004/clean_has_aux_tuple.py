import jax
import jax.numpy as jnp


def loss_and_pred(w, x):
    pred = x @ w
    return jnp.mean(pred**2), pred


x = jnp.ones((8, 3))
g, pred = jax.grad(loss_and_pred, has_aux=True)(jnp.zeros(3), x)
