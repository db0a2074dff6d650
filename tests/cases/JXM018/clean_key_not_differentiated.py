# The key goes where grad does not differentiate: after the params, or outside argnums.
import jax
import jax.numpy as jnp


def loss(params, rng):
    return jnp.sum(jax.random.normal(rng, params.shape) * params**2)


key = jax.random.key(0)
key, sub = jax.random.split(key)
print(jax.grad(loss)(jnp.ones(3), sub))
print(jax.grad(lambda k, p: loss(p, k), argnums=1)(key, jnp.ones(3)))
