import jax.numpy as jnp

x = jnp.array([1, 2, 3])
x.delete()
x.delete()
assert x.is_deleted()
print(x.shape, x.dtype, x.ndim, len(x))
