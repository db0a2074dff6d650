import flax.linen as nn
import jax
import jax.numpy as jnp

# Per-example gradients of a setup-style model: the parameters ride along unmapped.


class MLP(nn.Module):
    def setup(self):
        self.hidden = nn.Dense(16)
        self.out = nn.Dense(1)

    def __call__(self, x):
        x = nn.relu(self.hidden(x))
        return self.out(x)


model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 3)))


def loss(params, x, y):
    pred = model.apply(params, x)
    return jnp.mean((pred - y) ** 2)


xs = jnp.ones((32, 3))
ys = jnp.ones((32, 1))
grads = jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))(params, xs, ys)
assert grads["params"]["out"]["bias"].shape == (32, 1)
