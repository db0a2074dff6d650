# Shape 2+3: docs/tracing.md binds f three times; the failing call f(1, True) refers to the last @jit def, whose neg gets a Python bool. https://github.com/jax-ml/jax (docs/tracing.md raises-exception cell)
import jax.numpy as jnp
import numpy as np
from jax import jit, make_jaxpr
import jax


@jit
def f(x, y):
    print("Running f():")
    jax.debug.print("  x = {}", x)  # expect: JXM011 col 5
    jax.debug.print("  y = {}", y)  # expect: JXM011 col 5
    result = jnp.dot(x + 1, y + 1)
    jax.debug.print("  result = {}", result)  # expect: JXM011 col 5
    return result


x = np.random.randn(3, 4)
y = np.random.randn(4)
f(x, y)


def f(x, y):
    return jnp.dot(x + 1, y + 1)


make_jaxpr(f)(x, y)


@jit
def f(x, neg):
    return jnp.where(neg, -x, x)  # expect: JXM002 col 18


f(1, True)
