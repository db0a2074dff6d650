import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def add_one_kernel(x_ref, o_ref):
    o_ref[...] = x_ref[...] + 1.0


def add_one(x):
    return pl.pallas_call(add_one_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
                          input_output_aliases={0: 0}, interpret=True)(x)


add_one_jit = jax.jit(add_one)  # aliased inside, but x not donated: JAX copies it first
x = jnp.ones(8)
y = add_one_jit(x)
print(y, x)
