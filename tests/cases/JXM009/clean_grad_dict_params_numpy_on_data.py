# grad of a loss over a dict of parameters: NumPy on the data grad does not differentiate runs
import jax.numpy as jnp
import numpy as np
from jax import grad

x = np.linspace(0, 1, 100)
y = 2 * x + 3


def f(params, x, y):
    features = np.power(x, 2)
    return jnp.mean((params['w'] * features + params['b'] - y) ** 2)


params = {'w': 2.4, 'b': 10.}
print(grad(f)(params, x, y))
