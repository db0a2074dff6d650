# NumPy's np.power on a dict leaf grad differentiates (a Stack Overflow question, https://openillumi.com/?p=109328): params['w'] arrives a JVP tracer
import numpy as np
from jax import grad

x = np.linspace(0, 1, 100)
y = 2 * x + 3 + np.random.randn(100)


def f(params, x, y):
    return np.mean(np.power((params['w'] * x + params['b']) - y, 2))  # expect: JXM009 col 20


params = {'w': 2.4, 'b': 10.}
df = grad(f)
df(params, x, y)
