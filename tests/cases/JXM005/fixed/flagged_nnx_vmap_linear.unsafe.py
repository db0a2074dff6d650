import jax.numpy as jnp
from flax import nnx

# nnx.vmap's default in_axes=0 maps the model's state too: its bias leads with 2 (the
# kernel with 3), the batch with 16.

model = nnx.Linear(3, 2, rngs=nnx.Rngs(0))


def predict(model, x):
    return model(x)


xs = jnp.ones((16, 3))
ys = nnx.vmap(predict, in_axes=(None, 0))(model, xs)  # expect: JXM005 col 6
print(ys.shape)
