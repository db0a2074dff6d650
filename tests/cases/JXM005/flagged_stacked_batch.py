import jax
import jax.numpy as jnp

a, b, c = jnp.zeros(2), jnp.ones(2), jnp.full(2, 3.0)
xs = jnp.stack([a, b, c])
targets = jnp.zeros(4)
jax.vmap(lambda x, t: jnp.sum(x) - t)(xs, targets)  # expect: JXM005 col 1
