import equinox as eqx
import jax
import jax.numpy as jnp

# eqx.filter_vmap maps every array by default: the MLP's weights too, whose leading sizes
# (its last layer's: 1, for a scalar output) are not the batch's.
key = jax.random.PRNGKey(0)
mlp = eqx.nn.MLP(in_size=2, out_size="scalar", width_size=32, depth=2, key=key)
points = jnp.ones((100, 2))


def loss(model, x):
    return model(x) ** 2


grads = eqx.filter_vmap(eqx.filter_grad(loss))(mlp, points)  # expect: JXM005 col 9
