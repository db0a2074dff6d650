# Ported from autograd, as in https://github.com/HIPS/autograd/issues/375: the output built as a NumPy
# array and filled element by element; under jax.jacobian each element is a tracer NumPy cannot store
import jax
import jax.numpy as jnp
import numpy as np


def f(b):
    c = np.zeros(2)
    c[0] = b[0] * b[0]  # expect: JXM009 col 5
    c[1] = b[1] * b[0] + b[2]  # expect: JXM009 col 5
    return c


b = jnp.array([1.0, 2.0, 2.0])
print(jax.jacobian(f)(b))
