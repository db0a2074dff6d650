# The same refining linen module, differentiated in forward mode.
import flax.linen as nn
import jax
import jax.numpy as jnp
from jax import lax


class Refiner(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Dense(4)(x)
        return lax.while_loop(lambda h: jnp.linalg.norm(h) > 1.0, lambda h: 0.5 * h, h)


model = Refiner()
x = jnp.ones((1, 3))
params = model.init(jax.random.PRNGKey(0), x)
print(jax.jacfwd(lambda x: model.apply(params, x))(x).shape)
