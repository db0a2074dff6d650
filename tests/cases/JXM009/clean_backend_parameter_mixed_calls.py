# A backend switch left at NumPy by the host path and handed jax.numpy by the traced one: each call runs its own backend
import jax
import jax.numpy as jnp
import numpy as np


def normalize(v, xnp=np):
    return xnp.stack([v[..., 0], v[..., 1]], axis=-1) / xnp.sqrt(xnp.sum(v * v))


@jax.jit
def traced_path(v):
    return normalize(v, xnp=jnp)


host = normalize(np.ones((4, 2)))
print(traced_path(jnp.ones((4, 2))), host)
