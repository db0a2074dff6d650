# The same Net through eqx.filter_jit (function leaves stay static), and a Net whose pool
# sits in a static field, under jax.jit.
import equinox as eqx
import jax
import jax.numpy as jnp


class Net(eqx.Module):
    maxp: eqx.Module

    def __init__(self):
        self.maxp = eqx.nn.MaxPool2d(kernel_size=3, stride=2)

    def __call__(self, x):
        return self.maxp(x)


class StaticNet(eqx.Module):
    pool: eqx.Module = eqx.field(static=True)

    def __init__(self):
        self.pool = eqx.nn.MaxPool2d(kernel_size=3, stride=2)

    def __call__(self, x):
        return self.pool(x)


@eqx.filter_jit
def forward(model, x):
    return jax.vmap(model)(x)


@jax.jit
def forward_static(model, x):
    return jax.vmap(model)(x)


print(forward(Net(), jnp.ones((1, 3, 8, 8))).shape)
print(forward_static(StaticNet(), jnp.ones((1, 3, 8, 8))).shape)
