# Shape 8 trap: the reduced mask is only counted and used as weights, never as an index.
import jax
import jax.numpy as jnp


@jax.jit
def mean_of_positive_rows(x):
    keep = (x > 0).all(axis=-1)
    return (x * keep[:, None]).sum(axis=0) / keep.sum()


print(mean_of_positive_rows(jnp.array([[1.0, 2.0], [-1.0, 3.0]])))
