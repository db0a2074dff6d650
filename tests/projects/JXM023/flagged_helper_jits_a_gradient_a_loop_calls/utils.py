import jax
import jax.numpy as jnp


def loss(params, x):
    return jnp.mean((x @ params) ** 2)


def gradient_step(params, x, lr=0.1):
    grads = jax.jit(jax.grad(loss))(params, x)  # expect: JXM023 col 13
    return params - lr * grads
