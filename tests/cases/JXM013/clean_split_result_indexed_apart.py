# One key split twice alike, a different child taken each time (as cgarciae/treex's tests
# do): split(key)[0] and split(key)[1] are the two children of one split, each used once.
import jax
import jax.numpy as jnp


def add_noise(key, x):
    noise = jax.random.normal(jax.random.split(key)[0], x.shape)
    mask = jax.random.bernoulli(jax.random.split(key)[1], 0.5, x.shape)
    return jnp.where(mask, x + noise, x)


print(add_noise(jax.random.PRNGKey(0), jnp.ones(4)))
