# An equinox model holding a list of layers: each layer's weight is a JAX array, which cannot be edited in place.
import equinox as eqx
import jax


class MLP(eqx.Module):
    layers: list

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(3, 4, key=k1), eqx.nn.Linear(4, 1, key=k2)]

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = jax.nn.relu(layer(x))
        return self.layers[-1](x)


model = MLP(jax.random.PRNGKey(0))
model.layers[0].weight[0, 0] = 0.0  # expect: JXM001 col 1
