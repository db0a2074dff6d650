# .at[].set() on an array nothing holds (JAX's own indexing test writes jnp.zeros(5).at[::2].set(1)):
# the update is built and thrown away at once
import jax.numpy as jnp


def evens_marked(n):
    marks = jnp.zeros(n)
    jnp.zeros(n).at[::2].set(1.0)  # expect: JXM015 col 5
    return marks


print(evens_marked(5))
