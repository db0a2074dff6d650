# jnp.full takes its fill value's dtype: 1.0 makes floats.
import jax
import jax.numpy as jnp

start = jnp.full((3,), 1.0)
print(jax.grad(lambda v: jnp.sum(jnp.log(v)))(start))
