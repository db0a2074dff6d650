# jnp.msort (sort along the first axis), removed in jax 0.4.9 (changelog)
import jax.numpy as jnp

x = jnp.array([[3.0, 1.0], [2.0, 4.0]])
print(jnp.sort(x, axis=0))  # expect: JXM014 col 7
