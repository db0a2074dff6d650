# The twin of flagged_while_loop_tangent_grows_into_other_elements: the body hands x back
# unchanged and builds y and z without it, so the element returned never takes x's
# tangent; grad prunes the loop (0.10.2) and runs.
import jax
import numpy as np
from jax import lax


def cond(state):
    i, x, y, z = state
    return i < 2


def body(state):
    i, x, y, z = state
    y = y * y
    z = y * z
    return i + 1, x, y, z


rng = np.random.RandomState(0)
y, z = rng.randn(2), rng.randn(2)


def loop(x):
    return lax.while_loop(cond, body, (0, x, y, z))[2] + x


x = rng.randn(2)
print(jax.grad(lambda x: loop(x).sum())(x))
