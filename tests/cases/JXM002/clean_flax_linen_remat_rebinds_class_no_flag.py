# A remat'd class rebound to its name, whose __call__ branches on a keyword-only flag left
# at its Python default: nothing hands it a tracer
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, *, train=False):
        x = nn.Dense(16)(x)
        if train:
            x = x * 0.5
        return nn.Dense(1)(x)


MLP = nn.remat(MLP)

model = MLP()
variables = model.init(jax.random.PRNGKey(42), jnp.ones((4, 8)))
