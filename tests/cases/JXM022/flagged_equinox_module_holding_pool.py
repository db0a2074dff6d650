# An equinox Module whose field holds an eqx.nn.MaxPool2d: the pool's ``operation`` is a
# function leaf of the model's pytree, which jax.jit cannot abstract (equinox#149).
import equinox as eqx
import jax
import jax.numpy as jnp


class Net(eqx.Module):
    maxp: eqx.Module

    def __init__(self):
        self.maxp = eqx.nn.MaxPool2d(kernel_size=3, stride=2)

    def __call__(self, x):
        return self.maxp(x)


@jax.jit
def forward(model, x):
    return jax.vmap(model)(x)


model = Net()
print(forward(model, jnp.ones((1, 3, 8, 8))).shape)  # expect: JXM022 col 15
