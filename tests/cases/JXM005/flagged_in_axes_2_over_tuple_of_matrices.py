# in_axes=2 for a tuple of matrices asks every leaf for an axis 2 it does not have.
import jax
import jax.numpy as jnp


def mix(weights, pair):
    first, second = pair
    return weights * (first + second)


pair = (jnp.ones((3, 4)), jnp.ones((3, 4)))
jax.vmap(mix, in_axes=(None, 2))(2.0, pair)  # expect: JXM005 col 1
