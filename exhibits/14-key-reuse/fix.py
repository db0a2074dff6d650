import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)
x = jnp.zeros(3)
for step in range(3):
    key, subkey = jax.random.split(key)
    noise = jax.random.normal(subkey, x.shape)
    print(step, noise)
