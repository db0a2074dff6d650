# Shape 5 trap: data parsed at run time has no literal shape, so nothing is proven (they agree at run time).
import io

import jax
import jax.numpy as jnp
import numpy as np

X = np.loadtxt(io.StringIO("1 2\n3 4\n5 6"))
y = np.loadtxt(io.StringIO("1\n2\n3"))
print(jax.vmap(lambda a, b: jnp.sum(a) * b)(X, y))
