import haiku as hk
import jax
import jax.numpy as jnp


def noisy(x):
    key = hk.next_rng_key()
    noise = jax.random.normal(key, x.shape)
    mask = jax.random.bernoulli(key, 0.5, x.shape)  # expect: JXM013 col 12
    return jnp.where(mask, x + noise, x)


forward = hk.transform(noisy)
print(forward.apply({}, jax.random.PRNGKey(0), jnp.ones(4)))
