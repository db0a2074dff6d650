# Shape 2 trap: after the failing cell, docs/tracing.md redefines f with static_argnums=(1,); the later calls refer to that def. https://github.com/jax-ml/jax (docs/tracing.md)
from functools import partial

from jax import jit


@jit
def f(x, neg):
    return -x if neg else x


@partial(jit, static_argnums=(1,))
def f(x, neg):
    return -x if neg else x


print(f(1, True))
print(f(1, False))
