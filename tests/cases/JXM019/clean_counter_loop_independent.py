# The while_loop only counts; its carry does not depend on the differentiated input.
import jax
from jax import lax


def scaled(x):
    n = lax.while_loop(lambda k: k * k < 50, lambda k: k + 1, 0)
    return x * n


print(jax.grad(scaled)(3.0))
