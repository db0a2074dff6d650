# A saliency map of a linen model at an input of whole numbers.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(8)(x)))


model = MLP()
x = jnp.array([[1, 2, 3]])
params = model.init(jax.random.PRNGKey(0), x)
saliency = jax.grad(lambda x: model.apply(params, x).sum())(x)  # expect: JXM018 col 61
print(saliency)
