# Near jax-ml/jax#5503: the function bound with functools.partial, only the number abstracted.
from functools import partial

import jax


def f(x):
    return x + 1


def g(fun, x):
    return fun(x)


print(jax.eval_shape(partial(g, f), 1))
