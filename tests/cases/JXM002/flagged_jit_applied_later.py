import jax
import jax.numpy as jnp


def sgd_step(w, grad, lr):
    if lr > 0.1:  # expect: JXM002 col 8
        return w - 0.1 * grad
    return w - lr * grad


fast_step = jax.jit(sgd_step)
fast_step(jnp.ones(3), jnp.ones(3), 0.5)
