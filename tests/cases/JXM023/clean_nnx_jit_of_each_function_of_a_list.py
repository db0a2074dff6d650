# One nnx.jit per function of a list: each iteration jits another function, another program,
# traced once each; building them before the loop would trace as many.
import jax.numpy as jnp
from flax import nnx


def double(x):
    return x * 2.0


def square(x):
    return x * x


for fn in (double, square, jnp.tanh):
    print(nnx.jit(fn)(jnp.arange(3.0)))
