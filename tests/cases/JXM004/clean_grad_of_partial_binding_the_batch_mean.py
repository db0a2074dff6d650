# functools.partial binds the batch; the loss is the batch mean, a scalar
from functools import partial

import jax
import jax.numpy as jnp


def loss(w, x, y):
    return jnp.mean((jnp.dot(x, w) - y) ** 2)


def score(x, w):
    return jnp.dot(x, w)


w = jnp.ones(3)
x = jnp.ones((8, 3))
y = jnp.zeros(8)
print(jax.grad(partial(loss, x=x, y=y))(w))
print(jax.grad(partial(score, x[0]))(w))  # one example bound positionally: a scalar
