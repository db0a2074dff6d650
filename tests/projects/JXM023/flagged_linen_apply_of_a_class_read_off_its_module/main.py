# The model's class read off its module (`from MaxText.layers import linears` then
# `linears.MoeBlock(...)`, maxtext's tests), and its apply jitted on each pass of a loop (a
# public flax recurrent-model test, package rl2): every read of model.apply is a new bound
# method, so each pass traces again.
import jax
import jax.numpy as jnp

import layers

model = layers.Cell()
x = jnp.ones((2, 3))
initial = jnp.zeros((2, 4))
variables = model.init(jax.random.key(0), x, initial)
warm, _ = model.apply(variables, x, initial)
for incoming in (initial, warm):
    final, total = jax.jit(model.apply)(variables, x, incoming)  # expect: JXM023 col 20
    print(total)
