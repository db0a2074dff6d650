# A sum over params.values() under jit, each leaf masked by its sign.
import jax
import jax.numpy as jnp


@jax.jit
def positive_mass(params):
    return sum(jnp.sum(p[p > 0]) for p in params.values())  # expect: JXM003 col 26


positive_mass({"w": jnp.ones((3, 2)), "b": -jnp.ones(2)})
