# jax-ml/jax#5228 ("object-dtype arrays raise bad error messages"): a NumPy array of strings
# handed to a jitted function; JAX has no string dtype, so jit cannot abstract it.
import numpy as np
from jax import jit

print(jit(lambda x: x)(np.array(["hi"])))  # expect: JXM022 col 24
