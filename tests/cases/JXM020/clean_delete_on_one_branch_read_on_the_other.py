import sys

import jax.numpy as jnp

x = jnp.ones(3)
if len(sys.argv) > 5:
    x.delete()
else:
    print(x.sum())
