# range() over a jit argument (shape of https://github.com/jax-ml/jax/issues/1406): the count is a tracer.
from jax import jit


def foo(num):
    total = 0
    for i in range(num):  # expect: JXM007 col 14
        total = total + i
    return total


jit(foo, static_argnames="num")(3)
