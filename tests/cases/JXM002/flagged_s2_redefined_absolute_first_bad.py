# Shape 2: notebook redefines absolute cell after cell; the first vmap call refers to the def above it (the bad one). From docs/new_docs/101/transformations.md (raises-exception cell), https://github.com/jax-ml/jax
import jax
import jax.numpy as jnp


def absolute(x):
    if x > 0:  # expect: JXM002 col 8
        return x
    else:
        return -x


print(jax.vmap(absolute)(jnp.arange(-2.0, 3.0)))


def absolute(x):
    return jnp.where(x > 0, x, -x)


print(jax.vmap(absolute)(jnp.arange(-2.0, 3.0)))
