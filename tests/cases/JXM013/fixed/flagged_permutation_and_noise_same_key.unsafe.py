# The key that shuffles the data also draws the noise added to it: not an order shared by
# aligned arrays, but two draws from one key.
import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)
x = jnp.arange(6.0)
key, key_1 = jax.random.split(key)
x = jax.random.permutation(key_1, x)
noise = jax.random.normal(key, x.shape)  # expect: JXM013 col 9
print(x + noise)
