# jax-ml/jax tests/lax_control_flow_test.py testWhileJVPWithGrowingNonzeroTangents, taken
# through grad instead of jvp: y and z start as NumPy constants, and the body builds them
# from x, so the element returned takes x's tangent through the loop.
import jax
import numpy as np
from jax import lax


def cond(state):
    i, x, y, z = state
    return i < 2


def body(state):
    i, x, y, z = state
    y = x * x
    z = y * y
    return i + 1, x, y, z


rng = np.random.RandomState(0)
y, z = rng.randn(2), rng.randn(2)


def loop(x):
    return lax.while_loop(cond, body, (0, x, y, z))[2]  # expect: JXM019 col 12


x = rng.randn(2)
print(jax.jvp(loop, (x,), (x,)))
print(jax.grad(lambda x: loop(x).sum())(x))
