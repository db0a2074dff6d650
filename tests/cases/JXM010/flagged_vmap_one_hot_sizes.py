# vmap maps num_classes too when it is an array: one_hot gets a tracer for its size
from jax import nn, vmap
from jax import numpy as jnp

labels = jnp.array([2, 3, 4])
encode = vmap(nn.one_hot)
print(encode(labels, jnp.array([5, 5, 5])))  # expect: JXM010 col 7
