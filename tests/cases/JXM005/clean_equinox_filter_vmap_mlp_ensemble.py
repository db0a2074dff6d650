import equinox as eqx
import jax
import jax.numpy as jnp

# An ensemble of MLPs built under eqx.filter_vmap: every weight leads with the 8 members,
# as the batch does, so one member sees one point.
@eqx.filter_vmap
def make_ensemble(key):
    return eqx.nn.MLP(2, 1, 16, 2, key=key)


ensemble = make_ensemble(jax.random.split(jax.random.PRNGKey(0), 8))
xs = jnp.ones((8, 2))
ys = eqx.filter_vmap(lambda m, x: m(x))(ensemble, xs)
assert ys.shape == (8, 1)
