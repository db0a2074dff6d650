# The rows unpacked from a JAX array are JAX arrays (unpacking iterates the array, and each
# element of a JAX array is one); writing into one in place raises. jax#7437 unpacked a jnp
# array's rows (`a, b = jnp.indices((5, 5))`) and changed `a` in place:
# https://github.com/jax-ml/jax/issues/7437
import jax.numpy as jnp

grid = jnp.stack([jnp.arange(5), jnp.arange(5) * 2])
a, b = grid
a = a.at[0].set(5)  # expect: JXM001 col 1
