# The cure: a static size= (here from the static shape) with a fill_value (https://github.com/jax-ml/jax/pull/6501).
import jax
import jax.numpy as jnp


@jax.jit
def nonzero_padded(a):
    (idx,) = jnp.nonzero(a, size=a.shape[0], fill_value=-1)
    return idx


nonzero_padded(jnp.array([0, 1, 0, 2]))
