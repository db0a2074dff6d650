import jax
import jax.numpy as jnp
from flax import nnx

# Per-example losses of an MLP: nnx.vmap maps every leaf of the module's state along axis 0
# with the batch, and the layers' biases lead with 32 and 1, not 8.


class MLP(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.linear1 = nnx.Linear(2, 32, rngs=rngs)
        self.linear2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.linear2(jax.nn.relu(self.linear1(x)))


def loss_fn(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


model = MLP(nnx.Rngs(0))
xs = jax.random.normal(jax.random.key(1), (8, 2))
ys = jnp.ones((8, 1))
losses = nnx.vmap(loss_fn, in_axes=(None, 0, 0))(model, xs, ys)  # expect: JXM005 col 10
print(losses)
