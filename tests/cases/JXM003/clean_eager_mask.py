import jax.numpy as jnp

x = jnp.array([-1.0, 2.0, jnp.nan])
finite = x[~jnp.isnan(x)]
positive = finite[finite > 0]
clipped = x.at[x < 0].set(0.0)
