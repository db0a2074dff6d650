# A while_loop over a float32 carry whose body returns a float (the comparison goes to
# cond_fun, where a bool belongs)
import numpy as np
from jax import lax

print(lax.while_loop(lambda c: c < 10.0, lambda c: c + 1.5, np.float32(0.)))
