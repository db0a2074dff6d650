# stack, concatenate and friends take a list of arrays.
import jax.numpy as jnp

a = jnp.ones(3)
b = jnp.zeros(3)
print(jnp.stack([a, b]).shape, jnp.concatenate([a, b]).shape, jnp.hstack((a, b)).shape)
print(jnp.vstack([a, b]).shape, jnp.column_stack((a, b)).shape, jnp.block([a, b]).shape)
print(jnp.array([a, b]).shape, jnp.asarray((a, b)).shape)
