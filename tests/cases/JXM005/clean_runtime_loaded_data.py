import json

import jax
import jax.numpy as jnp

rows = jnp.asarray(json.loads("[[1.0, 2.0], [3.0, 4.0]]"))
weights = jnp.ones(2)
out = jax.vmap(lambda r, w: r * w)(rows, weights)
