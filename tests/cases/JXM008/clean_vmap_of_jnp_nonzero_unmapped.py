# vmap maps nothing (in_axes=None): nonzero's argument stays concrete
import jax
import jax.numpy as jnp

mask = jnp.array([0, 1, 0])
found = jax.vmap(jnp.nonzero, in_axes=None, axis_size=2)(mask)
