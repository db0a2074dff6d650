# Shape 2: a notebook redefines loss to return per-sample residuals; the later grad call refers to the new, non-scalar def.
import jax
import jax.numpy as jnp

X = jnp.ones((5, 3))
y = jnp.zeros(5)
w0 = jnp.zeros(3)


def loss(w):
    return jnp.sum((X @ w - y) ** 2)


print(jax.grad(loss)(w0))


def loss(w):
    return jnp.mean((X @ w - y) ** 2)


print(jax.grad(loss)(w0))  # expect: JXM004 col 7
