import jax.numpy as jnp
from flax import nnx


def ensemble_predict(members, x):
    return jnp.stack([member(x) for member in members])


# A seed per member: nnx.Rngs(seed) differs on every iteration.
members = [nnx.Linear(3, 1, rngs=nnx.Rngs(seed)) for seed in range(5)]

x = jnp.ones((8, 3))
predictions = ensemble_predict(members, x)
assert float(predictions.std(axis=0).max()) > 0
