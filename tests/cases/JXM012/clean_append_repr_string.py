# appending repr(x) (a Python string) of a tracer to an outer list is no leak (https://github.com/jax-ml/jax/pull/20819 snippet)
import jax
import jax.numpy as jnp

cool = []


def f(x):
    cool.append(repr(x))
    cool.append(f"{x.shape} {x.dtype}")
    return x.sum()


x = jnp.ones((3, 3))
jax.jit(f)(x)
jax.grad(f)(x)
print(len(cool), cool[1])
