import jax
import jax.numpy as jnp


def sgd_step(w, grad, lr):
    return jnp.where(lr > 0.1, w - 0.1 * grad, w - lr * grad)  # expect: JXM002 col 8


fast_step = jax.jit(sgd_step)
fast_step(jnp.ones(3), jnp.ones(3), 0.5)
