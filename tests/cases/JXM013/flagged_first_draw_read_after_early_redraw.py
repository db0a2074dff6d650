# The first draw is kept, the key drawn from again, and then both are used: the returned
# pair is two functions of the same bits (noise and its scale move together).
import jax.numpy as jnp
import jax.random as jr


def noisy(key, x, scale=None):
    if scale is None:
        scale = jr.uniform(key)
    noise = jr.normal(key, x.shape)  # expect: JXM013 col 13
    return x + scale * noise


print(noisy(jr.PRNGKey(0), jnp.zeros(3)))
