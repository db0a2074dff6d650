import jax
import jax.numpy as jnp


# The helper draws from the key and hands the same key back: the caller's next draw
# repeats the first one exactly.
def add_noise(x, key, scale):
    noise = scale * jax.random.normal(key, x.shape)
    return x + noise, key


key = jax.random.PRNGKey(0)
x = jnp.zeros(3)
x1, key = add_noise(x, key, 1.0)
x2, key = add_noise(x1, key, 1.0)  # expect: JXM013 col 11
