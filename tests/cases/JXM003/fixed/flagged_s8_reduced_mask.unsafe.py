# Shape 8: a row mask reduced with .all(axis=-1) is still a boolean array.
import jax
import jax.numpy as jnp


@jax.jit
def all_positive_rows(x):
    return jnp.where((x > 0).all(axis=-1), x, 0)  # expect: JXM003 col 14


print(all_positive_rows(jnp.array([[1.0, 2.0], [-1.0, 3.0]])))
