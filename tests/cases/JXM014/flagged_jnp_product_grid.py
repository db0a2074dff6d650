# jnp.product for the number of grid points (OTT tutorial): https://github.com/ott-jax/ott/issues/620
import jax.numpy as jnp

grid_size = jnp.array([5, 6, 7])
num_points = jnp.product(grid_size)  # expect: JXM014 col 14
print(num_points)
