import jax.numpy as jnp

values = jnp.zeros(3)
values = values.at[0].set(1.0)  # expect: JXM001 col 1
values = values.tolist()  # too late: the store above already raised
