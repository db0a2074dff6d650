# Shape 2 trap: jit caches the trace made with the scalar helper; redefining the helper afterwards does not retrace.
import jax
import jax.numpy as jnp

X = jnp.ones((4, 2))
w0 = jnp.ones(2)


def per_example(w):
    return jnp.mean((X @ w) ** 2)


def loss(w):
    return per_example(w)


step = jax.jit(jax.grad(loss))
print(step(w0))


def per_example(w):
    return (X @ w) ** 2


print(step(w0))
