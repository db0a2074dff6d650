import jax
import jax.numpy as jnp


def update(params, grads):
    return params - 0.1 * grads


step = jax.jit(update, donate_argnames="params")
w = jnp.ones(3)
w = step(params=w, grads=w)  # expect: JXM020 col 26
