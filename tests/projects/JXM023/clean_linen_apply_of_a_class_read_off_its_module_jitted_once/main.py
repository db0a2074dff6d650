# The same loop with the apply jitted once, before it: one bound method, one trace.
import jax
import jax.numpy as jnp

import layers

model = layers.Cell()
x = jnp.ones((2, 3))
initial = jnp.zeros((2, 4))
variables = model.init(jax.random.key(0), x, initial)
warm, _ = model.apply(variables, x, initial)
apply = jax.jit(model.apply)
for incoming in (initial, warm):
    final, total = apply(variables, x, incoming)
    print(total)
