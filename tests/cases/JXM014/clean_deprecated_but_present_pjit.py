# jax.experimental.pjit.pjit is deprecated but still present in 0.10.2: not a removed API
import warnings

import jax.numpy as jnp

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    from jax.experimental.pjit import pjit

print(pjit(lambda x: x * 2)(jnp.ones(2)))
