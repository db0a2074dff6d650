# The parameter was renamed; the jit options were not.
import jax
import jax.numpy as jnp


def normalize(x, axis_index):
    return x / jnp.linalg.norm(x) * axis_index


normalize_jit = jax.jit(normalize)  # expect: JXM021 col 53
print(normalize_jit(jnp.ones((2, 3)), axis_index=1))
