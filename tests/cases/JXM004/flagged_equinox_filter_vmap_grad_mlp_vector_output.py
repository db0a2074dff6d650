import equinox as eqx
import jax
import jax.numpy as jnp

# A PINN's derivative per collocation point: the MLP built with out_size=1 returns shape
# (1,) for each point, not a scalar, so filter_grad raises under filter_vmap too.
mlp = eqx.nn.MLP(in_size=2, out_size=1, width_size=32, depth=2, key=jax.random.PRNGKey(0))
points = jnp.ones((100, 2))


def u(model, x):
    return model(x)


du = eqx.filter_vmap(eqx.filter_grad(u), in_axes=(None, 0))(mlp, points)  # expect: JXM004 col 6
