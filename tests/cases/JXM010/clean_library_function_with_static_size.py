# The sizes stay Python ints: unmapped under vmap, static under jit
import jax
from jax import nn, vmap
from jax import numpy as jnp

labels = jnp.array([2, 3, 4])
print(vmap(nn.one_hot, in_axes=(0, None))(labels, 5))
print(jax.jit(jnp.zeros, static_argnums=0)((2, 3)))
print(jax.jit(jnp.arange, static_argnums=(0,))(4))
print(jax.jit(jnp.sin)(3.0))
