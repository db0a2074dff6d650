# Shape 2 trap: loss is defined while per_example is per-sample, but per_example is redefined as a scalar before grad calls loss.
import jax
import jax.numpy as jnp

X = jnp.ones((4, 2))


def per_example(w):
    return (X @ w) ** 2


def loss(w):
    return per_example(w)


def per_example(w):
    return jnp.mean((X @ w) ** 2)


print(jax.grad(loss)(jnp.ones(2)))
