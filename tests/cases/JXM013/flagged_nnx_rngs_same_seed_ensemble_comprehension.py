import jax.numpy as jnp
from flax import nnx


def ensemble_predict(members, x):
    return jnp.stack([member(x) for member in members])


NUM_MEMBERS = 5

# Each member gets a fresh Rngs(0): all five start from the same weights, so the
# ensemble's spread is zero and it is one model five times.
members = [nnx.Linear(3, 1, rngs=nnx.Rngs(0)) for _ in range(NUM_MEMBERS)]  # expect: JXM013 col 12

x = jnp.ones((8, 3))
predictions = ensemble_predict(members, x)
print("ensemble spread:", float(predictions.std(axis=0).max()))
