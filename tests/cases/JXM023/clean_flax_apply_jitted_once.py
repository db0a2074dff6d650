# The same test with the model's apply jitted once, before the loop (as the same public test
# file does elsewhere: `forward = jax.jit(model.apply)`): one trace for both passes
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
forward = jax.jit(model.apply)
for incoming in (initial, warm):
    final, total = forward(variables, x, incoming)
    print(total)
