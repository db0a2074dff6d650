import equinox as eqx
import jax
import jax.numpy as jnp

# The model is shared across the batch: in_axes=(None, 0) maps the points only.
key = jax.random.PRNGKey(0)
mlp = eqx.nn.MLP(in_size=2, out_size="scalar", width_size=32, depth=2, key=key)
points = jnp.ones((100, 2))


def loss(model, x):
    return model(x) ** 2


grads = eqx.filter_vmap(eqx.filter_grad(loss), in_axes=(None, 0))(mlp, points)
assert grads.layers[0].weight.shape == (100, 32, 2)
