# A linen module refines its output with a while_loop; the training loss is differentiated.
import flax.linen as nn
import jax
import jax.numpy as jnp
from jax import lax


class Refiner(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Dense(4)(x)
        return lax.while_loop(lambda h: jnp.linalg.norm(h) > 1.0, lambda h: 0.5 * h, h)  # expect: JXM019 col 16


model = Refiner()
x = jnp.ones((1, 3))
params = model.init(jax.random.PRNGKey(0), x)


def loss(params, x):
    return jnp.sum(model.apply(params, x) ** 2)


grads = jax.grad(loss)(params, x)
print(jax.tree_util.tree_map(jnp.shape, grads))
