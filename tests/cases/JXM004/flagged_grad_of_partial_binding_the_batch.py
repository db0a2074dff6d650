# functools.partial binds the batch by keyword; the loss left is one value per example
# (partial over a loss, as in jax.grad(partial(loss_fn, cfg=cfg)), without the reduction)
from functools import partial

import jax
import jax.numpy as jnp


def loss(w, x, y):
    return (jnp.dot(x, w) - y) ** 2


w = jnp.ones(3)
x = jnp.ones((8, 3))
y = jnp.zeros(8)
grads = jax.grad(partial(loss, x=x, y=y))(w)  # expect: JXM004 col 9
print(grads)
