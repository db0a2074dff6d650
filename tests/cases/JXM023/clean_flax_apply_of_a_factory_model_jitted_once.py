# The factory's model with its apply jitted once, before the loop: one trace.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return jnp.tanh(nn.Dense(4)(x))


def create_model():
    return MLP()


model = create_model()
x = jnp.ones((2, 3))
variables = model.init(jax.random.key(0), x)
forward = jax.jit(model.apply)
for step in range(3):
    y = forward(variables, x * step)
print(y.sum())
