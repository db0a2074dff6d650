import jax.numpy as jnp
from flax import nnx


def ensemble_predict(members, x):
    return jnp.stack([member(x) for member in members])


# One Rngs for every member: its params stream advances, so each member starts elsewhere.
rngs = nnx.Rngs(0)
members = [nnx.Linear(3, 1, rngs=rngs) for _ in range(5)]

x = jnp.ones((8, 3))
predictions = ensemble_predict(members, x)
assert float(predictions.std(axis=0).max()) > 0
