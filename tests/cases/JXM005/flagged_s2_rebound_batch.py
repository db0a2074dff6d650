# Shape 2: b is rebound from a batch to a single vector before the vmap call, which still maps it.
import jax
import jax.numpy as jnp


def dot(a, b):
    return a @ b


a = jnp.ones((32, 8))
b = jnp.ones((32, 8))
print(jax.vmap(dot)(a, b).shape)

b = jnp.ones(8)
print(jax.vmap(dot)(a, b))  # expect: JXM005 col 7
