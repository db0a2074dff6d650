from jax import vmap
import jax.numpy as jnp

points = jnp.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
center = jnp.zeros(2)
dists = vmap(lambda p, c: jnp.linalg.norm(p - c), in_axes=(0, None))(points, center)  # expect: JXM005 col 9
