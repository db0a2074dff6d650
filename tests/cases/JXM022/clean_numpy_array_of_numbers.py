# Near jax-ml/jax#5228: a NumPy array of numbers is abstracted like any array.
import numpy as np
from jax import jit

print(jit(lambda x: x)(np.array([1.0, 2.0])))
