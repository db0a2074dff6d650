# A Python list indexed by a traced integer (https://github.com/jax-ml/jax/pull/5853, from jax#5839).
import jax

COEFFS = [1.0, 2.0, 3.0]


def scale(x, i):
    return x * COEFFS[i]  # expect: JXM007 col 16


jax.jit(scale)(2.0, 1)
