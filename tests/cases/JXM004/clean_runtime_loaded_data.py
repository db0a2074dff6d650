import json

import jax
import jax.numpy as jnp

# Data read at run time: its shape is not in the source.
data = jnp.asarray(json.loads("2.5"))

g = jax.grad(lambda w: w * data)(1.0)
