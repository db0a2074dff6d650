import jax
import jax.numpy as jnp


@jax.jit
def first_column_of_valid_rows(table):
    return table[table[:, 1] > 0, 0]  # expect: JXM003 col 18


first_column_of_valid_rows(jnp.array([[1.0, 1.0], [2.0, -1.0]]))
