# Shape 2 trap: b is first a single vector, then rebound to a batch of the same size as a before the vmap call.
import jax
import jax.numpy as jnp


def dot(a, b):
    return a @ b


a = jnp.ones((32, 8))
b = jnp.ones(8)
print(jax.vmap(dot, in_axes=(0, None))(a, b).shape)

b = jnp.ones((32, 8))
print(jax.vmap(dot)(a, b).shape)
