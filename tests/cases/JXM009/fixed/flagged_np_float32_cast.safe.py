# casting a traced value with np.float32(...) inside jit, cf. "Cast breaks jit" https://github.com/jax-ml/jax/issues/3180
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def to_single(x):
    total = jnp.sum(x)
    return jnp.float32(total)  # expect: JXM009 col 12


to_single(jnp.arange(4.0))
