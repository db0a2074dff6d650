import jax.numpy as jnp
from flax import nnx


def residuals(w, x):
    return w * x - 1.0


grads = nnx.grad(residuals)(jnp.ones(3), jnp.arange(3.0))  # expect: JXM004 col 9
print(grads)
