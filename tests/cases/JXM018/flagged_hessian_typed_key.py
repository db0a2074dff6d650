# hessian at a new-style typed key: jacfwd refuses its key<fry> element type.
import jax
import jax.numpy as jnp


def energy(key):
    return jnp.sum(jax.random.normal(key, (3,)) ** 2)


key = jax.random.key(7)
print(jax.hessian(energy)(key))  # expect: JXM018 col 27
