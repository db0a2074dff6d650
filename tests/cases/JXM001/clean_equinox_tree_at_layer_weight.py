# The equinox way: a new model whose first layer's weight has the edited element.
import equinox as eqx
import jax


class MLP(eqx.Module):
    layers: list

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(3, 4, key=k1), eqx.nn.Linear(4, 1, key=k2)]


model = MLP(jax.random.PRNGKey(0))
weight = model.layers[0].weight
model = eqx.tree_at(lambda m: m.layers[0].weight, model, weight.at[0, 0].set(0.0))
print(model.layers[0].weight[0, 0])
