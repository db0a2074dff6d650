# Shape 2: mask first holds a NumPy constant, then is rebound to a traced comparison just before it indexes.
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def positives(x):
    mask = np.ones(x.shape[0], dtype=bool)
    mask = x > 0
    return jnp.where(mask, x, 0)  # expect: JXM003 col 14


print(positives(jnp.array([-1.0, 2.0, 3.0])))
