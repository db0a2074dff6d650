# A test re-jits a linen model's apply on each pass of its loop; every read of model.apply is a
# new bound method, which jit's cache does not find again, so each pass traces anew (the shape
# of a public flax recurrent-model test found by code search, package rl2:
# `for incoming in (initial, warm): final, expected = jax.jit(model.apply)(variables, x, incoming, starts)`)
import jax
import jax.numpy as jnp
import flax.linen as nn


class Cell(nn.Module):
    @nn.compact
    def __call__(self, x, carry):
        h = jnp.tanh(nn.Dense(4)(x) + carry)
        return h, h.sum()


model = Cell()
x = jnp.ones((2, 3))
initial = jnp.zeros((2, 4))
variables = model.init(jax.random.key(0), x, initial)
warm, _ = model.apply(variables, x, initial)
for incoming in (initial, warm):
    final, total = jax.jit(model.apply)(variables, x, incoming)  # expect: JXM023 col 20
    print(total)
