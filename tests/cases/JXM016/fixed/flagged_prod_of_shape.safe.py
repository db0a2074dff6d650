# The number of elements, from the shape tuple.
import jax.numpy as jnp

images = jnp.zeros((8, 28, 28))
pixels = jnp.prod(jnp.array(images.shape[1:]))  # expect: JXM016 col 19
print(images.reshape(8, -1).shape, pixels)
