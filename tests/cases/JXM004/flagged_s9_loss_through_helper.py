# Shape 9: the differentiated loss returns a same-file helper's result, which is per-example (shape (8,)).
import jax
import jax.numpy as jnp

X = jnp.ones((8, 2))


def per_example(w, x):
    return (x @ w) ** 2


def loss(w):
    return per_example(w, X)


print(jax.grad(loss)(jnp.ones(2)))  # expect: JXM004 col 7
