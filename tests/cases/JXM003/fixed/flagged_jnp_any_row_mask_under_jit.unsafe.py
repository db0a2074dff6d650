import jax
import jax.numpy as jnp


def weights_of_active_rows(w, counts):
    # jnp.any over an axis of a traced (integer) array is a traced boolean mask
    return jnp.where(jnp.any(counts, axis=1), w, 0)  # expect: JXM003 col 14


print(jax.jit(weights_of_active_rows)(jnp.ones(3), jnp.array([[0, 1], [0, 0], [2, 0]])))
