# A table built as a list and turned into an array before it is indexed by a traced value: an array takes a traced index.
import jax
import jax.numpy as jnp


@jax.jit
def lookup(i):
    table = [0.5, 0.25, 0.125]
    table = jnp.asarray(table)
    return table[i]


lookup(1)
