from jax import grad, jit
import jax.numpy as jnp

w0 = jnp.zeros((2, 2))


def pred(w):
    return jnp.sum(jnp.tanh(w) @ jnp.ones(2))


g = grad(pred)
jit(g)(w0)  # expect: JXM004 col 1
