# a helper called from jitted code inserts its traced input at the front of an outer buffer list
import jax
import jax.numpy as jnp

recent_inputs = list()


def normalize(x):
    recent_inputs.insert(0, x)  # expect: JXM012 col 5
    return (x - x.mean()) / (x.std() + 1e-6)


@jax.jit
def predict(x, w):
    return normalize(x) @ w


predict(jnp.arange(6.0).reshape(2, 3), jnp.ones(3))
drift = jnp.abs(recent_inputs[0]).max()
