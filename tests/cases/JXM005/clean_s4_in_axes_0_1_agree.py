# Shape 4 trap: in_axes=(0, 1) with U transposed, so both mapped axes have size 10.
import jax
import jax.numpy as jnp


def h(a, b):
    return jnp.sum(a) + jnp.sum(b)


X = jnp.ones((10, 4))
U = jnp.ones((2, 10))
print(jax.vmap(h, in_axes=(0, 1))(X, U).shape)
