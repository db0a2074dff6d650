import equinox as eqx
import jax
import jax.numpy as jnp

# out_size="scalar": each point's output is a scalar, so the per-point gradient is defined.
mlp = eqx.nn.MLP(in_size=2, out_size="scalar", width_size=32, depth=2, key=jax.random.PRNGKey(0))
points = jnp.ones((100, 2))


def u(model, x):
    return model(x)


du = eqx.filter_vmap(eqx.filter_grad(u), in_axes=(None, 0))(mlp, points)
assert du.layers[-1].weight.shape == (100, 1, 32)
