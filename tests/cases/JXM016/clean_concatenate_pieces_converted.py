# Each piece is an array: jnp.array converts the list first.
import jax.numpy as jnp

history = jnp.zeros(2)
padded = jnp.concatenate([history, jnp.array([1.0, 2.0])], 0)
basis = jnp.stack([jnp.array((0.0, 1.0)), jnp.ones(2)])
print(padded, basis)
