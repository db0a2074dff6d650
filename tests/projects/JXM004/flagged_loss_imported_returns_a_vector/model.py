import jax
import jax.numpy as jnp

SCALE = jnp.ones((4, 3))


def residuals(w, x):
    return jax.nn.relu(SCALE @ x) - w
