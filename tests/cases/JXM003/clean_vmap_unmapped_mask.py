import jax
import jax.numpy as jnp


def selected_sum(row, keep):
    return row[keep].sum()


keep = jnp.array([True, False, True])
jax.vmap(selected_sum, in_axes=(0, None))(jnp.ones((4, 3)), keep)
