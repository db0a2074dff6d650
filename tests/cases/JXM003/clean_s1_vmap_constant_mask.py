# Shape 1 trap: under vmap alone a jnp mask that does not depend on the mapped row is concrete.
import jax
import jax.numpy as jnp


def first_two(row):
    keep = jnp.arange(3) < 2
    return row[keep].sum()


print(jax.vmap(first_two)(jnp.ones((4, 3))))
