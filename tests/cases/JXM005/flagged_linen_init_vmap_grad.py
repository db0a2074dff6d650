import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(16)(x)
        x = nn.relu(x)
        return nn.Dense(1)(x)


model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 3)))


def loss(params, x, y):
    pred = model.apply(params, x)
    return jnp.mean((pred - y) ** 2)


xs = jnp.ones((32, 3))
ys = jnp.ones((32, 1))
grads = jax.vmap(jax.grad(loss))(params, xs, ys)  # expect: JXM005 col 9
