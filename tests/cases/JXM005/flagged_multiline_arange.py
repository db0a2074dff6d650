import jax
import jax.numpy as jnp

steps = jnp.arange(10)
offsets = jnp.arange(2, 10)
out = jax.vmap(  # expect: JXM005 col 7
    lambda s, o: s + o,
    in_axes=(0, 0),
)(steps, offsets)
