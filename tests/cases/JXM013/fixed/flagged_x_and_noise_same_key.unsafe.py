# The same key draws the inputs x and the observation noise, from https://github.com/thomaspinder/GPJax/pull/191
import jax.numpy as jnp
import jax.random as jr

key = jr.PRNGKey(123)
n = 50
noise = 0.3

key, key_1 = jr.split(key)
x = jr.uniform(key=key_1, minval=-3.0, maxval=3.0, shape=(n, 1)).sort(axis=0)
f = lambda x: jnp.sin(4 * x) + jnp.cos(2 * x)
signal = f(x)
y = signal + jr.normal(key, shape=signal.shape) * noise  # expect: JXM013 col 14
print(y.shape)
