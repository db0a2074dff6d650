import equinox as eqx
import jax
import jax.numpy as jnp

# eqx.filter_vmap over a stacked ensemble of layers: the weights lead with the members.


@eqx.filter_vmap
def make_ensemble(key):
    return eqx.nn.Linear(3, 2, key=key)


ensemble = make_ensemble(jax.random.split(jax.random.PRNGKey(0), 4))


def predict(model, x):
    return model(x)


xs = jnp.ones((4, 3))
out = eqx.filter_vmap(predict)(ensemble, xs)
assert out.shape == (4, 2)
