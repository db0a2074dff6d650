# A comprehension among the pieces is a Python list.
import jax.numpy as jnp

x = jnp.arange(3.0)
extended = jnp.concatenate([x, [float(i) for i in range(2)]])  # expect: JXM016 col 32
print(extended)
