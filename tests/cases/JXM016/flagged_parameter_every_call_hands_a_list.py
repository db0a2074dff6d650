# The helper sums what it is given, and its only caller gathers the loss terms in a list.
import jax.numpy as jnp


def total_loss(parts):
    return jnp.sum(parts)  # expect: JXM016 col 20


print(total_loss([jnp.ones(()), jnp.ones(())]))
