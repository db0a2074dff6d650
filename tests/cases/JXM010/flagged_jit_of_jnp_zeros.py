# jit of jnp.zeros traces the shape tuple's numbers (the shape of JAX's tests/lax_numpy_test.py)
import jax
import jax.numpy as jnp

make_zeros = jax.jit(jnp.zeros)
make_zeros((2, 3))  # expect: JXM010 col 1
