# jax-ml/jax#953: an optimizer NamedTuple of its functions handed to a jitted step: the
# NamedTuple is a pytree, and its function fields are leaves jit cannot abstract.
from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class Optimizer(NamedTuple):
    init: Callable
    update: Callable


def sgd_init(params):
    return params


def sgd_update(grads, state):
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, state, grads)


@jax.jit
def step(optimizer, state, x):
    grads = jax.grad(lambda p: jnp.sum(p * x))(state)
    return optimizer.update(grads, state)


state = sgd_init(jnp.ones(3))
print(step(Optimizer(sgd_init, sgd_update), state, jnp.ones(3)))  # expect: JXM022 col 12
