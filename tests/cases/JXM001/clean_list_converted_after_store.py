import jax.numpy as jnp

values = [0.0, 0.0, 0.0]
values[0] = 1.0  # still a list here
values = jnp.asarray(values)
print(values.sum())
