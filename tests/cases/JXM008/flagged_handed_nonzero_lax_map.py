# lax.map scans jnp.nonzero over the leading axis: each row is a staged tracer
import jax
import jax.numpy as jnp

masks = jnp.array([[0, 1, 0], [1, 1, 0]])
found = jax.lax.map(jnp.nonzero, masks)  # expect: JXM008 col 9
