import jax
import jax.numpy as jnp


def pairwise(x, y):
    return jnp.dot(x, y)


fast = jax.jit(jax.vmap(pairwise))
xs = jnp.ones((6, 3))
ys = jnp.ones((5, 3))
fast(xs, ys)  # expect: JXM005 col 1
