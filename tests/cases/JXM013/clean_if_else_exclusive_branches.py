# The same key in the two exclusive arms of an if/else is consumed once per call
import jax
import jax.numpy as jnp


def init_weights(key, shape, kind="normal"):
    if kind == "normal":
        w = jax.random.normal(key, shape) * 0.02
    else:
        w = jax.random.uniform(key, shape, minval=-0.1, maxval=0.1)
    return w


k1, k2 = jax.random.split(jax.random.PRNGKey(0))
print(init_weights(k1, (2, 2)).shape, init_weights(k2, (2, 2), kind="uniform").shape)
print(jnp.zeros(1))
