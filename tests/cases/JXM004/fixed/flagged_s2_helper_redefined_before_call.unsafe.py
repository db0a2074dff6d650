# Shape 2: loss looks up per_example when it runs; the cell that redefines per_example runs before the second grad call.
import jax
import jax.numpy as jnp

X = jnp.ones((4, 2))
w0 = jnp.ones(2)


def per_example(w):
    return jnp.mean((X @ w) ** 2)


def loss(w):
    return jnp.sum(per_example(w))


print(jax.grad(loss)(w0))


def per_example(w):
    return (X @ w) ** 2


print(jax.grad(loss)(w0))  # expect: JXM004 col 7
