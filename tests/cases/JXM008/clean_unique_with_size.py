# jnp.unique with size= and fill_value= inside jit (https://github.com/jax-ml/jax/pull/6912).
import jax
import jax.numpy as jnp


@jax.jit
def first_classes(labels):
    values, counts = jnp.unique(labels, return_counts=True, size=3, fill_value=0)
    return values, counts


first_classes(jnp.array([2, 1, 1, 2, 5]))
