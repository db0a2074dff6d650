import jax
import jax.numpy as jnp


def loss(params, x):
    return jnp.mean((x @ params) ** 2)


loss_grad = jax.jit(jax.grad(loss))


def gradient_step(params, x, lr=0.1):
    grads = loss_grad(params, x)
    return params - lr * grads
