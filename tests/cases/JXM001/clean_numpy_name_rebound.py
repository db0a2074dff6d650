import numpy

import jax

np = jax.numpy
np = numpy  # rebound: by the time it is used, np is NumPy, whose arrays are mutable

buffer = np.zeros(3)
buffer[0] = 1.0
