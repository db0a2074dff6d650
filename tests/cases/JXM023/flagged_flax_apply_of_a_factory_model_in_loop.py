# The linen model comes from a factory (`model = create_model()` returning `MLP()`), and the
# loop jits its apply on every step: each read of model.apply is a new bound method, so each
# step traces again.
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
for step in range(3):
    y = jax.jit(model.apply)(variables, x * step)  # expect: JXM023 col 9
print(y.sum())
