# jnp.mgrid over bounds read from shapes is built from Python ints under jit
import jax
import jax.numpy as jnp


@jax.jit
def coordinates(image):
    h, w = image.shape
    ys, xs = jnp.mgrid[0:h, 0:w]
    return image * (ys + xs) + jnp.r_[0:w]


print(coordinates(jnp.ones((2, 3))))
