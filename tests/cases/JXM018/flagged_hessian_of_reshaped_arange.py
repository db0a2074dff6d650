# Positions laid out with arange and reshape: integers, which hessian refuses.
import jax
import jax.numpy as jnp


def energy(positions):
    return jnp.sum(positions ** 4)


positions = jnp.arange(6).reshape(3, 2)
curvature = jax.hessian(energy)(positions)  # expect: JXM018 col 33
