# The fix of jaxley#603 (https://github.com/jaxleyverse/jaxley/pull/603): jax.numpy for the
# arithmetic on the tracer; NumPy still builds the constant weights, and np.sum of a NumPy
# constant stays a NumPy value.
import jax.numpy as jnp
import numpy as np
from jax import jit


@jit
def mytest(param):
    norm = np.sqrt(np.sum(np.asarray([3.0, 4.0]) ** 2))
    return jnp.sqrt(jnp.sum(param * np.asarray([3.0, 4.0]))) / norm


print(mytest(jnp.ones((1,))))
