# Shape 8 trap: a NumPy constant mask inside .at[] is concrete under jit.
import jax
import jax.numpy as jnp
import numpy as np

KEEP = np.array([True, False, True])


@jax.jit
def zero_kept(x):
    return x.at[KEEP].set(0.0)


print(zero_kept(jnp.ones(3)))
