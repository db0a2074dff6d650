import flax.linen as nn
import jax
import jax.numpy as jnp

# Layers bound in setup make their parameters under their field names; mapped with the
# batch, the hidden bias leads with 16 and the output bias with 1, not 32.


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
grads = jax.vmap(jax.grad(loss))(params, xs, ys)  # expect: JXM005 col 9
