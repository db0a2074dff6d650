import jax
import jax.numpy as jnp
from flax import nnx

# An ensemble: the models are built under nnx.vmap, so every leaf of their state leads with
# 5, and mapping the ensemble with in_axes=0 is what the user means.


@nnx.vmap(in_axes=0, out_axes=0)
def create_ensemble(key):
    return nnx.Linear(3, 2, rngs=nnx.Rngs(key))


ensemble = create_ensemble(jax.random.split(jax.random.key(0), 5))


def predict(model, x):
    return model(x)


ys = nnx.vmap(predict, in_axes=(0, None))(ensemble, jnp.ones((3,)))
assert ys.shape == (5, 2)
