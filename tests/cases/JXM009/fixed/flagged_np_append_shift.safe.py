# np.append of traced slices inside a jitted function, as in https://github.com/dfm/tinygp/issues/85
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def shift_right(x):
    shifted = jnp.append(x[0], x[:-1])  # expect: JXM009 col 15
    return x - shifted


shift_right(jnp.array([1.0, 2.0, 4.0]))
