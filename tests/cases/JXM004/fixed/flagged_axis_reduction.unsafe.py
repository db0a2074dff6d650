import jax
import jax.numpy as jnp


def row_norms(W):
    # Reduced over axis 1 only: one value per row, not a scalar.
    return jnp.sum(jnp.sum(W**2, axis=1))


W = jnp.ones((4, 3))
jax.grad(row_norms)(W)  # expect: JXM004 col 1
