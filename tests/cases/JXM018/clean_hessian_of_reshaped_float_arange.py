# A float arange reshaped keeps its float dtype: hessian runs.
import jax
import jax.numpy as jnp


def energy(positions):
    return jnp.sum(positions ** 4)


positions = jnp.arange(6.0).reshape(3, 2)
curvature = jax.hessian(energy)(positions)
also = jax.grad(energy)(jnp.arange(6).reshape(3, 2).astype(jnp.float32))
assert curvature.shape == (3, 2, 3, 2) and also.shape == (3, 2)
