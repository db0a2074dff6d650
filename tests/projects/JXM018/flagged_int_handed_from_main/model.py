import jax
import jax.numpy as jnp


def slope(at):
    return jax.grad(jnp.tanh)(at)  # expect: JXM018 col 31
