# Python's sum() of Python numbers or of list-joined shapes stays a Python value under jit
import jax
import jax.numpy as jnp


@jax.jit
def pad_all(*arrays):
    widths = sum([a.shape[0] for a in arrays])
    dims = sum([[a.ndim] for a in arrays], [])
    if widths > 4 and max(dims) == 1:
        return jnp.concatenate(arrays)
    return arrays[0]


print(pad_all(jnp.ones(3), jnp.zeros(2)))
