# Every call hands the helper an array built from the terms; a list handed by one call and
# an array by another leaves the parameter unproven (this one is never called with a list).
import jax.numpy as jnp


def total_loss(parts):
    return jnp.sum(parts)


def mean_loss(values):
    return jnp.mean(values)


print(total_loss(jnp.array([1.0, 2.0])))
print(mean_loss(jnp.stack([jnp.ones(()), jnp.zeros(())])), mean_loss(jnp.ones(3)))
