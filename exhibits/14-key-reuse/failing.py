import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)
x = jnp.zeros(3)
for step in range(3):
    noise = jax.random.normal(key, x.shape)  # key is never split: the same noise every step
    print(step, noise)
