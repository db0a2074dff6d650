# A helper that differentiates at the point it is handed: every call hands an int.
import jax
import jax.numpy as jnp


def slope(at):
    return jax.grad(jnp.tanh)(at)  # expect: JXM018 col 31


print(slope(0), slope(1))
