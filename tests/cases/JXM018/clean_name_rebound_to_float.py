# The int is made a float before it is differentiated.
import jax
import jax.numpy as jnp

x = 3
x = float(x)
points = jnp.arange(4)
points = points.astype(jnp.float32)
print(jax.grad(jnp.sin)(x), jax.grad(lambda p: jnp.sum(p**2))(points))
