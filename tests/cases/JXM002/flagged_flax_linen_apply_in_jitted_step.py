import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    features: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.features)(x)
        if x.mean() > 0:  # expect: JXM002 col 12
            x = nn.relu(x)
        return x


model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((2, 3)))


@jax.jit
def train_step(params, x):
    def loss_fn(p):
        return jnp.mean(model.apply(p, x) ** 2)

    return jax.grad(loss_fn)(params)


print(train_step(params, jnp.ones((2, 3))))
