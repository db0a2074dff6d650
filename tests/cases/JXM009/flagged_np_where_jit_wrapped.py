# 3-argument np.where in a function jitted later by assignment (notebook style), cf. https://github.com/jax-ml/jax/issues/25186
import jax
import jax.numpy as jnp
import numpy as np


def relu(x):
    return np.where(x > 0, x, 0.0)  # expect: JXM009 col 12


relu_jit = jax.jit(relu)
relu_jit(jnp.array([-1.0, 2.0]))
