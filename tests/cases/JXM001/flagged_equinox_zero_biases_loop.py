# Zeroing every layer's bias in a loop over the layers an equinox model holds.
import equinox as eqx
import jax


class Net(eqx.Module):
    layers: tuple

    def __init__(self, key):
        keys = jax.random.split(key, 3)
        self.layers = (eqx.nn.Linear(2, 8, key=keys[0]), eqx.nn.Linear(8, 8, key=keys[1]), eqx.nn.Linear(8, 1, key=keys[2]))

    def __call__(self, x):
        for layer in self.layers:
            x = jax.nn.tanh(layer(x))
        return x


net = Net(jax.random.PRNGKey(42))
for layer in net.layers:
    layer.bias[:] = 0.0  # expect: JXM001 col 5
